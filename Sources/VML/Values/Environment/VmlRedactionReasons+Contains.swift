extension VmlRedactionReasons {
    /// Whether there is no reason: content is not redacted (the environment's default).
    ///
    /// ```swift
    /// redactionReasons.isEmpty   // true unless the context says
    /// ```
    public var isEmpty: Bool { expression == .array([]) }

    /// Whether `reason` is one of the reasons: `redactionReasons.contains(.placeholder)`.
    ///
    /// ```swift
    /// VmlRedactionReasons.placeholder.contains(.placeholder)   // true
    /// ```
    public func contains(_ reason: VmlRedactionReasons) -> Bool {
        if case .array(let reasons) = expression { return reasons.contains(reason.expression) }
        return expression == reason.expression
    }
}
