extension VMLExpression {
    /// The expression's canonical text, as one argument of a style: the inverse of
    /// `VMLParser.parseExpression(_:)`, by the serializer's own rules (numbers, names, escapes,
    /// the gradient rule), without the XML escapes a `style="…"` attribute adds.
    ///
    /// ```swift
    /// try VMLExpression.member("blue").member("opacity", 0.5).canonicalText()   // ".blue.opacity(0.5)"
    /// try VMLExpression.string("say \"hi\"").canonicalText()                    // "\"say \\\"hi\\\"\""
    /// try VMLExpression.number(.nan).canonicalText()                           // throws nonFiniteNumber
    /// ```
    /// Throws ``VMLSerializationError`` (with an empty path) for what has no VML text: a name
    /// that is not an identifier, NaN or an infinity, an expression nested too deep.
    public func canonicalText() throws(VMLSerializationError) -> String {
        var writer = VMLByteWriter(pretty: false, capacity: 128)
        writer.escapesMarkup = false
        try writer.writeExpression(self)
        writer.bytes.flush()
        return String(decoding: writer.bytes.output, as: UTF8.self)
    }
}

extension VMLExpression {
    /// The canonical text, or a note saying there is none, for the descriptions of the boxed
    /// payloads (``Member``, ``Call``, ``Elements``, ``Fields``, ``VMLRange``).
    var debugText: String {
        do { return try canonicalText() } catch { return "<no VML text: \(error.message)>" }
    }
}
