import VMLCore

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
        var text = text
        // `withUTF8` rethrows untyped: the closure returns a `Result` to keep the error's type.
        return try text.withUTF8 { buffer in Result { () throws(VMLParseError) in try unsafe readExpression(buffer) } }.get()
    }

    private func readExpression(_ buffer: UnsafeBufferPointer<UInt8>) throws(VMLParseError) -> VMLExpression {
        let locator = unsafe SourceLocator(bytes: buffer, start: 0)
        if let limit = options.maximumInputBytes, buffer.count > limit {
            throw unsafe locator.error(
                at: 0, "the input is \(buffer.count) bytes, more than the limit of \(limit) (the parser's maximumInputBytes option)",
                code: .limitExceeded
            )
        }
        if buffer.count > options.maximumValueBytes {
            throw unsafe locator.error(
                at: 0,
                "the value is \(buffer.count) bytes, more than the limit of \(options.maximumValueBytes) (the parser's maximumValueBytes option)",
                code: .limitExceeded
            )
        }
        var parser = unsafe StyleParser(
            text: buffer,
            offsetMap: OffsetMap(),
            locator: locator,
            maximumNesting: min(options.maximumStyleNesting, Options.styleNestingCeiling),
            names: NameCache(),
            argumentScratch: ScratchStack<VMLArgument>()
        )
        unsafe parser.skipWhitespace()
        guard unsafe parser.position < buffer.count else {
            throw unsafe parser.fail(parser.position, "expected a value, found nothing")
        }
        let expression = try unsafe parser.parseExpression()
        unsafe parser.skipWhitespace()
        guard unsafe parser.position == buffer.count else {
            throw unsafe parser.fail(parser.position, unsafe "expected the end of the value, found \(parser.found(parser.position))")
        }
        return expression
    }
}
