/// The preview's HTML output: bytes appended to one buffer, with escaping done on bytes, so every
/// text and attribute value a document gives is shown, never run, without a string built per
/// element.
///
/// ```swift
/// var writer = HTMLWriter()
/// writer.raw("<p>")
/// writer.escaped(#"<b>"Hi" & 'bye'</b>"#)
/// writer.string   // "<p>&lt;b&gt;&quot;Hi&quot; &amp; &#39;bye&#39;&lt;/b&gt;"
/// ```
struct HTMLWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends markup as is.
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references: the runs
    /// between them are copied whole.
    mutating func escaped(_ text: String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let reference: String
            switch utf8[index] {
            case 0x26: reference = "&amp;"
            case 0x3C: reference = "&lt;"
            case 0x3E: reference = "&gt;"
            case 0x22: reference = "&quot;"
            case 0x27: reference = "&#39;"
            default:
                utf8.formIndex(after: &index)
                continue
            }
            bytes.append(contentsOf: utf8[start..<index])
            raw(reference)
            utf8.formIndex(after: &index)
            start = index
        }
        bytes.append(contentsOf: utf8[start..<utf8.endIndex])
    }

    /// Appends another writer's bytes.
    mutating func append(_ other: HTMLWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// The bytes as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

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
