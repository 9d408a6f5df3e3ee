@_spi(VMLInternals) import VMLCore

/// The pieces route (``StyleCaches/modifierPieces``): a style new as a whole is put together from
/// its modifiers' canonical texts, each modifier found by its end and read alone (a simple one in
/// canonical form is its own text), so a row's own `zIndex(7)` among modifiers every row shares
/// costs a parse of that modifier, not of the whole style.
enum ModifierPieces {
    /// The end of the modifier that starts at `start` (its name): the offset after the `)` that
    /// closes its arguments, found by counting brackets outside string literals. `nil` when the
    /// text does not have that shape (the style parser then reads the whole style and reports).
    ///
    /// A wrong end could only split the style where the parser would not: the pieces would then
    /// not parse alone, and the whole style is read the usual way.
    static func modifierEnd(in text: ByteView, from start: Int) -> Int? {
        var index = start
        index = text.endOfRun(from: index, where: VMLASCII.isIdentifierByte)
        guard index > start else { return nil }
        index = text.endOfRun(from: index, where: VMLASCII.isWhitespace)
        guard index < text.count, text[index] == 0x28 else { return nil }  // "("
        var depth = 0
        while index < text.count {
            switch text[index] {
            case 0x28, 0x5B:  // "(" "["
                depth += 1
            case 0x29, 0x5D:  // ")" "]"
                depth -= 1
                if depth == 0 { return index + 1 }
            case 0x22:  // a string literal: skip to its closing quote
                index += 1
                while index < text.count, text[index] != 0x22 {
                    if text[index] == 0x5C { index += 1 }  // "\" escapes the next byte
                    index += 1
                }
                guard index < text.count else { return nil }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
