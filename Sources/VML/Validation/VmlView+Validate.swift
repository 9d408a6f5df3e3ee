extension VmlView {
    /// Checks what this view builds against the spec's rules, before it ships.
    ///
    /// The DSL writes valid slots for its own modifiers and elements; this finds what it cannot
    /// know: a custom element's templates, a symbol given to ``modifier(named:_:)``, an `attr(…)`
    /// whose attribute is missing or of the wrong type, a name from your strings that is invalid.
    ///
    /// ```swift
    /// let card = VmlElement("Card") { VmlText("Title").template("header") }
    /// card.validate()   // [unmatched-template]: the standard table knows no Card
    /// card.validate(with: VMLValidator(slotTable: .standard.withSlots([.init("header")], for: "Card")))   // []
    /// ```
    ///
    /// Paths in the diagnostics refer to ``vmlDocument``; they carry no source location.
    public func validate(with validator: VMLValidator = VMLValidator()) -> [VMLDiagnostic] {
        validator.validate(vmlDocument)
    }
}
