@_spi(VMLInternals) import VMLCore

/// Rewrites LiveView Native's spellings of a style into VML's, in the `style` values of a
/// document's text: `;` between modifiers becomes `,` (a `;` at the end goes), a leading `.`
/// before a modifier goes, and `attr("name")` loses its quotes. What `vml fmt --from-lvn` does
/// before it formats.
///
/// Only the unambiguous cases change: a `;` or `.` between modifiers (outside brackets and
/// strings), and an `attr(` whose argument is one quoted identifier. Everything else — other
/// attributes, text, comments, strings inside a style, a `.` inside an argument, `attr("a b")`
/// — stays byte for byte, so the parser's errors still point at what is left to fix. Styles are
/// found as the parser finds them: `style="…"`, `style='…'` and `style={"…"}`, a raw `"` inside
/// brackets or a string not ending a double-quoted value. The rewrite reads LiveView Native's
/// templates as they come (HEEx `<%= … %>` and `{…}` values are skipped), and never fails.
///
/// ```swift
/// LiveViewNativeSyntax.rewritingStyles(in: #"<Text style='.padding(8); navigationTitle(attr("title"));'>Hi</Text>"#)
/// // <Text style='padding(8), navigationTitle(attr(title))'>Hi</Text>
/// ```
public enum LiveViewNativeSyntax {
    /// The text with the styles' LiveView Native spellings rewritten (see the type's summary).
    ///
    /// ```swift
    /// LiveViewNativeSyntax.rewritingStyles(in: #"<Text style="font(.title);foregroundStyle(.red)">A; b</Text>"#)
    /// // <Text style="font(.title),foregroundStyle(.red)">A; b</Text>
    /// ```
    public static func rewritingStyles(in text: String) -> String {
        String(decoding: rewritingStyles(in: Array(text.utf8)), as: UTF8.self)
    }

    /// ``rewritingStyles(in:)-(String)`` over UTF-8 bytes: the bytes outside the rewritten
    /// spellings are copied as they are, valid UTF-8 or not.
    ///
    /// ```swift
    /// LiveViewNativeSyntax.rewritingStyles(in: Array(#"<A style=".b(1)"/>"#.utf8)) == Array(#"<A style="b(1)"/>"#.utf8)   // true
    /// ```
    public static func rewritingStyles(in bytes: [UInt8]) -> [UInt8] {
        var rewriter = DocumentStyleRewriter(bytes: bytes)
        rewriter.run()
        return rewriter.output
    }

    /// One style value as written inside its quotes (`braced` for the inside of `{"…"}`, where
    /// strings are written `\"…\"`), rewritten.
    ///
    /// ```swift
    /// LiveViewNativeSyntax.rewritingStyle("padding(8); .font(.title);")   // padding(8), font(.title)
    /// ```
    public static func rewritingStyle(_ value: String, braced: Bool = false) -> String {
        let bytes = Array(value.utf8)
        var output: [UInt8] = []
        StyleValueRewriter.rewrite(bytes, 0..<bytes.count, braced: braced, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
