@_spi(VMLInternals) import VMLCore

/// A quick look for what may be a trailing comma: a `,` whose next byte other than a space,
/// tab, line feed or carriage return is `)`, `]`, a quote or the end. It finds every trailing
/// comma of a style (and, in a whole document, the end of a style value) and some commas that are
/// not (inside a string, in text), so only a text it finds needs the style parser to tell.
///
/// ```swift
/// ByteView.with(Array("padding(8),".utf8), TrailingCommaScan.mayHaveTrailingComma)   // true
/// ByteView.with(Array("padding(8), font(.title)".utf8), TrailingCommaScan.mayHaveTrailingComma)   // false
/// ```
enum TrailingCommaScan {
    /// Whether `text` has a comma followed, after blanks, by `)`, `]`, `"`, `'` or its end.
    static func mayHaveTrailingComma(_ text: ByteView) -> Bool {
        let count = text.count
        var index = 0
        while index < count {
            // Eight bytes at a time up to a comma, then byte by byte.
            index = WordScan.skipToComma(text, from: index)
            while index < count, text[index] != 0x2C { index += 1 }  // ","
            guard index < count else { return false }
            index += 1
            while index < count, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D {
                index += 1
            }
            guard index < count else { return true }
            switch text[index] {
            case 0x29, 0x5D, 0x22, 0x27: return true  // ) ] " '
            default: break
            }
        }
        return false
    }
}
