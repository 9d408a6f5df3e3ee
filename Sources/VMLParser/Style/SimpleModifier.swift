@_spi(VMLInternals) import VMLCore

/// Recognizes a modifier whose text, as written, is its canonical text and needs no parse to
/// know it: `name(…)` whose arguments are numbers or implicit members, each with an optional
/// label, spaced as the writer spaces them (`zIndex(7)`, `frame(width: 24, height: 24)`,
/// `padding(.horizontal, 12)`).
///
/// Such a text parses to one modifier whose canonical text is the text itself, with no binding
/// and no symbol: the names pass the style-name rule (`VMLName`), and each number is in a form
/// `CanonicalNumber` writes as it stands (`CanonicalNumber.isWrittenDigitByDigit`). The parser
/// appends it to a style as it stands instead of parsing it into values and writing them back.
/// Anything else (a string, a call, a member chain, an angle, a range, other spacing, `1.0`) is
/// left to the style parser. The spacing it accepts is the writer's (`, ` between arguments,
/// `label: `); `StyleFormTests.simpleModifiersReadAsTheirValues` checks that the two agree.
enum SimpleModifier {
    /// Where the modifier that starts at `start` in `text` ends (just after its `)`) when it is a
    /// simple modifier in canonical form, or `nil`: one pass that both finds the modifier and
    /// vouches for its text, so a simple modifier is not also scanned for its end and looked up.
    ///
    /// ```swift
    /// ByteView.with(Array("zIndex(7), opacity(1)".utf8)) { SimpleModifier.canonicalEnd(in: $0, from: 0) }   // 9
    /// ByteView.with(Array("zIndex(7.0)".utf8)) { SimpleModifier.canonicalEnd(in: $0, from: 0) }   // nil: canonical is zIndex(7)
    /// ```
    static func canonicalEnd(in text: ByteView, from start: Int) -> Int? {
        let count = text.count
        // The name, then "(" and at least ")" after it.
        guard var index = name(text, count, from: start), index + 1 < count, text[index] == 0x28 else { return nil }
        // `attr(…)` is no modifier: the style parser reports it.
        if index - start == 4, text[start] == 0x61, text[start + 1] == 0x74, text[start + 2] == 0x74,
            text[start + 3] == 0x72
        {
            return nil
        }
        index += 1
        if text[index] == 0x29 { return index + 1 }  // "()"
        while true {
            // An optional label: a name, then ": ".
            if let end = name(text, count, from: index), end + 1 < count, text[end] == 0x3A, text[end + 1] == 0x20 {
                index = end + 2
            }
            guard index < count, let end = value(text, count, from: index), end < count else { return nil }
            if text[end] == 0x29 { return end + 1 }  // ")"
            guard end + 1 < count, text[end] == 0x2C, text[end + 1] == 0x20 else { return nil }  // ", "
            index = end + 2
        }
    }

    /// The end of the style name that starts at `start`, or `nil`.
    @inline(__always)
    private static func name(_ text: ByteView, _ count: Int, from start: Int) -> Int? {
        // A name starts with a letter: a number or a member is told apart without a call.
        guard start < count, VMLASCII.isLetter(text[start]) else { return nil }
        var end = start + 1
        end = text.endOfRun(from: end, where: VMLASCII.isIdentifierByte)
        // The bytes are an identifier: only the reserved words are left to rule out.
        guard VMLName.isStyleName(identifier: text.bytes(in: start..<end)) else { return nil }
        return end
    }

    /// The end of the value at `start` (below `count`) when it is an implicit member (`.name`) or
    /// a number in canonical form, or `nil`.
    @inline(__always)
    private static func value(_ text: ByteView, _ count: Int, from start: Int) -> Int? {
        if text[start] == 0x2E { return name(text, count, from: start + 1) }  // "."
        // A number: up to the `,` or `)` after it.
        var end = start
        while end < count, text[end] != 0x2C, text[end] != 0x29 { end += 1 }  // "," ")"
        return CanonicalNumber.isWrittenDigitByDigit(text.bytes(in: start..<end)) ? end : nil
    }
}
