/// HTML escaping for the preview's pages: every text and attribute value a document gives passes
/// through here, so markup in a `Text` or an attribute is shown, never run.
///
/// ```swift
/// HTMLText.escaped(#"<b>"Hi" & 'bye'</b>"#)   // "&lt;b&gt;&quot;Hi&quot; &amp; &#39;bye&#39;&lt;/b&gt;"
/// ```
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
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
