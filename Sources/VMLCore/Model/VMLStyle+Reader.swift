// The calls that make a style held as text take the parser's reader (``StyleTextReader/ReadView``)
// and install it; the logic they run is in `VMLStyle.swift`.

extension VMLStyle {
    /// Appends `modifier`: to the canonical text when the style is empty or held as text and the
    /// modifier has text that reads back as it, else to the values. `reader` reads text back into
    /// modifiers (the parser's style grammar, which the core does not hold).
    ///
    /// `namesChecked`: the caller checked every name against the style-name rule (the parser has).
    /// Returns whether the modifier went into the text.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.append(VMLModifier("padding", 8), reader: StyleTextReading.read)   // true
    /// style.isHeldAsText                                                         // true
    /// ```
    @discardableResult
    @_spi(VMLInternals) public mutating func append(
        _ modifier: VMLModifier,
        reader: @escaping StyleTextReader.ReadView,
        namesChecked: Bool = false
    ) -> Bool {
        StyleTextReader.install(reader)
        return append(modifier, namesChecked: namesChecked)
    }

    /// Appends the modifier `name(…)` whose arguments `arguments` gives, written straight into the
    /// canonical text when the style is empty or held as text (no ``VMLModifier`` value is made),
    /// else, or when the text would not read back as the values, as a value. `arguments` may be
    /// called twice: once writing, once collecting.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.appendModifier(named: "padding", reader: StyleTextReading.read) { $0.argument(nil, 8) }
    /// style.modifiers   // [VMLModifier("padding", 8)]
    /// ```
    @_spi(VMLInternals) public mutating func appendModifier(
        named name: String,
        reader: @escaping StyleTextReader.ReadView,
        arguments: (inout VMLModifierWriter) -> Void
    ) {
        StyleTextReader.install(reader)
        appendModifier(named: .string(name), arguments: arguments)
    }

    /// Appends the modifier `name(…)` as ``appendModifier(named:reader:arguments:)-(String,_,_)``
    /// does, its name a literal of the DSL's own source or a string (``VMLStyleName``).
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.appendModifier(named: .literal("padding"), reader: StyleTextReading.read) { $0.argument(nil, 8) }
    /// style.modifiers   // [VMLModifier("padding", 8)]
    /// ```
    @_spi(VMLInternals) public mutating func appendModifier(
        named name: VMLStyleName,
        reader: @escaping StyleTextReader.ReadView,
        arguments: (inout VMLModifierWriter) -> Void
    ) {
        StyleTextReader.install(reader)
        appendModifier(named: name, arguments: arguments)
    }

    /// A style held as canonical text, which the caller vouches for: `flagged` is a byte of flags,
    /// then the canonical texts of modifiers, joined by `, `, each as ``withCanonicalBytes(_:)``
    /// gave it, or exactly what the writer would write for a modifier with no `attr(…)` binding
    /// and no symbol (the parser's check of a simple modifier, `SimpleModifier`), with their flags
    /// or-ed in the first byte. The parser puts a new style together this way, from modifiers it
    /// read before: the bytes are the style's storage as they stand, one allocation of their size
    /// and one copy. `reader` reads the text back into modifiers (see
    /// ``append(_:reader:namesChecked:)``): a style may be made of simple modifiers alone.
    ///
    /// ```swift
    /// ByteView.with(Array("\u{0}padding(8), zIndex(7)".utf8)) {
    ///     VMLStyle(flaggedCanonicalText: $0, reader: StyleTextReading.read).modifiers
    /// }   // [VMLModifier("padding", 8), VMLModifier("zIndex", 7)]
    /// ```
    @_spi(VMLInternals) public init(flaggedCanonicalText flagged: ByteView, reader: @escaping StyleTextReader.ReadView) {
        StyleTextReader.install(reader)
        self.init(text: StyleText(flagged: flagged))
    }

    /// The same modifiers held as canonical text, when that text reads back as them (see
    /// ``append(_:reader:namesChecked:)`` for `reader`). `namesChecked`: the caller checked every
    /// name against the style-name rule already (the parser has), so the writer skips that check.
    ///
    /// ```swift
    /// VMLStyle([VMLModifier("padding", 8)]).heldAsText(reader: StyleTextReading.read).isHeldAsText   // true
    /// VMLStyle([VMLModifier("padding", .number(.nan))]).heldAsText(reader: StyleTextReading.read).isHeldAsText   // false
    /// ```
    @_spi(VMLInternals) public func heldAsText(reader: @escaping StyleTextReader.ReadView, namesChecked: Bool = false) -> VMLStyle {
        let held = heldAsText(namesChecked: namesChecked)
        if held.isHeldAsText { StyleTextReader.install(reader) }
        return held
    }
}
