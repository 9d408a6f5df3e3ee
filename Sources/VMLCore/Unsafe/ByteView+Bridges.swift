// TEMPORARY (parser branch): ByteView spellings of the core calls the parser makes, until the
// core's own files take ByteView. Removed at merge.

extension CanonicalNumber {
    /// ``isWrittenDigitByDigit(_:)`` over a view.
    ///
    /// ```swift
    /// ByteView.with(Array("7".utf8)) { CanonicalNumber.isWrittenDigitByDigit($0) }   // true
    /// ```
    @_spi(VMLInternals) public static func isWrittenDigitByDigit(_ text: ByteView) -> Bool {
        unsafe isWrittenDigitByDigit(UnsafeBufferPointer(start: text.storage?.assumingMemoryBound(to: UInt8.self), count: text.count))
    }
}

extension VMLStyle {
    /// ``init(flaggedCanonicalText:reader:)`` over a view.
    ///
    /// ```swift
    /// // VMLStyle(flaggedCanonicalText: view, reader: StyleTextReading.read)
    /// ```
    @_spi(VMLInternals) public init(flaggedCanonicalText flagged: ByteView, reader: @escaping StyleTextReader.ReadView) {
        unsafe self.init(
            flaggedCanonicalText: UnsafeBufferPointer(start: flagged.storage?.assumingMemoryBound(to: UInt8.self), count: flagged.count),
            reader: reader)
    }

    /// ``withCanonicalText(of:namesChecked:_:)`` giving a view.
    ///
    /// ```swift
    /// VMLStyle.withCanonicalText(of: VMLModifier("padding", 8)) { text, _ in text.count }   // true (text is "padding(8)")
    /// ```
    @_spi(VMLInternals) public static func withCanonicalView(
        of modifier: VMLModifier,
        namesChecked: Bool = false,
        _ body: (ByteView, UInt8) -> Void
    ) -> Bool {
        unsafe withCanonicalText(of: modifier, namesChecked: namesChecked) { unsafe body(ByteView($0), $1) }
    }

    /// ``withCanonicalText(flags:)`` giving a view.
    ///
    /// ```swift
    /// // style.withCanonicalView { text, flags in … }
    /// ```
    @_spi(VMLInternals) public func withCanonicalView(flags body: (ByteView, UInt8) -> Void) -> Bool {
        unsafe withCanonicalText(flags: { unsafe body(ByteView($0), $1) })
    }
}
