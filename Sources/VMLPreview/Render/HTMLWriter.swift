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

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` written as character references. A text
    /// with none of them (most are) is appended whole; otherwise byte by byte.
    mutating func escaped(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case 0x26: raw("&amp;")
            case 0x3C: raw("&lt;")
            case 0x3E: raw("&gt;")
            case 0x22: raw("&quot;")
            case 0x27: raw("&#39;")
            default: bytes.append(byte)
            }
        }
    }

    /// Appends `value` for a double-quoted attribute: `&`, `"` and `<` as character references;
    /// `>` stays as it is (a node path's ` > ` is most of what attributes hold), which HTML allows
    /// inside quotes.
    mutating func attributeValue(_ value: String) {
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x22 || $0 == 0x3C }) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case 0x26: raw("&amp;")
            case 0x22: raw("&quot;")
            case 0x3C: raw("&lt;")
            default: bytes.append(byte)
            }
        }
    }

    /// Appends another writer's bytes.
    mutating func append(_ other: HTMLWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// The bytes as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
