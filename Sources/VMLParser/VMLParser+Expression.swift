@_spi(VMLInternals) import VMLCore

extension VMLParser {
    /// Reads one style expression: the text of a single argument, such as an attribute value that
    /// an `attr(… type(<color>))` binding will read.
    ///
    /// ```swift
    /// try VMLParser().parseExpression(".blue.opacity(0.5)")   // .call(.member(.implicitMember("blue"), "opacity"), [0.5])
    /// try VMLParser().parseExpression("45deg")                // .angle(degrees: 45)
    /// try VMLParser().parseExpression("12px")                 // throws: text after the expression
    /// ```
    ///
    /// The grammar is the style string's (Docs/Spec.md §7 and Docs/CanonicalForm.md), so the parser, the
    /// validator and the tools read values the same way. Whitespace between tokens is allowed;
    /// the whole text must be the one expression. Errors carry the line and column in `text`.
    public func parseExpression(_ text: String) throws(VMLParseError) -> VMLExpression {
        try ByteView.with(text) { (buffer) throws(VMLParseError) in try readExpression(buffer) }
    }

    private func readExpression(_ buffer: ByteView) throws(VMLParseError) -> VMLExpression {
        let locator = SourceLocator(bytes: buffer, start: 0)
        if let limit = options.maximumInputBytes, buffer.count > limit {
            throw locator.error(
                at: 0, "the input is \(buffer.count) bytes, more than the limit of \(limit) (the parser's maximumInputBytes option)",
                code: .limitExceeded
            )
        }
        if buffer.count > options.maximumValueBytes {
            throw locator.error(
                at: 0,
                "the value is \(buffer.count) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
                code: .limitExceeded
            )
        }
        var parser = StyleParser(
            text: buffer,
            offsetMap: OffsetMap(),
            locator: locator,
            maximumNesting: min(options.maximumStyleNesting, Options.styleNestingCeiling),
            names: NameCache(),
            argumentScratch: ScratchStack<VMLArgument>()
        )
        parser.skipWhitespace()
        guard parser.position < buffer.count else {
            throw parser.fail(parser.position, "expected a value, found nothing")
        }
        let expression = try parser.parseExpression()
        parser.skipWhitespace()
        guard parser.position == buffer.count else {
            throw parser.fail(parser.position, "expected the end of the value, found \(parser.found(parser.position))")
        }
        return expression
    }
}
