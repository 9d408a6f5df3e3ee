/// HTML escaping of a single string (``HTMLWriter/escaped(_:)-(String)`` on a new writer).
///
/// ```swift
/// HTMLText.escaped("a < b")   // "a &lt; b"
/// ```
enum HTMLText {
    /// `text` escaped for HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var writer = HTMLWriter()
        writer.escaped(text)
        return writer.string
    }

    /// `text` as a CSS string's contents (for `content:` and `font-family`): quotes, backslashes and
    /// line breaks escaped, and `<` too, so it cannot close the page's `<style>`.
    static func cssString(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "\n", "\r", "&":
                out += "\\" + String(scalar.value, radix: 16) + " "
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
