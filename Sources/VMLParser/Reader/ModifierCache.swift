@_spi(VMLInternals) import VMLCore

/// Remembers the modifiers of one document by their text, each as its canonical text: a style
/// whose whole text is new (a row's `zIndex(7)` among modifiers every row shares) is put
/// together from the texts of the modifiers read before, and only the new ones are parsed.
/// A direct-mapped table: a miss parses the modifier and replaces the slot.
struct ModifierCache {
    private static let slots = 1_024
    /// Longer modifiers are not cached (rarely repeated, costly to compare).
    private var table = StyleTextTable(slots: slots, maximumLength: 256)
    /// The hashes of modifiers seen once, by slot: a modifier is stored on its second sighting, so
    /// one seen once (a row's own `zIndex(7)`) costs no copy.
    private var seen: [UInt64] = []

    /// The modifier cached for `text`, if any.
    @inline(__always)
    func style(for text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> VMLStyle? {
        table.style(for: text, hash: hash)
    }

    /// Whether a modifier of this hash is worth storing: it was seen before. Records the sighting.
    mutating func wantsToStore(hash: UInt64) -> Bool {
        if seen.isEmpty { seen = Array(repeating: 0, count: Self.slots) }
        let slot = table.slot(hash)
        guard seen[slot] == hash else {
            seen[slot] = hash
            return false
        }
        return true
    }

    /// Remembers `style`, held as text, as the parse of the modifier `text`.
    mutating func store(_ style: VMLStyle, for text: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        table.store(style, for: text, hash: hash)
    }

    /// The end of the modifier that starts at `start` (its name): the offset after the `)` that
    /// closes its arguments, found by counting brackets outside string literals. `nil` when the
    /// text does not have that shape (the style parser then reads the whole style and reports).
    ///
    /// A wrong end could only split the style where the parser would not: the pieces would then
    /// not parse alone, and the whole style is read the usual way.
    static func modifierEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.count, VMLASCII.isIdentifierByte(text[index]) { index += 1 }
        guard index > start else { return nil }
        while index < text.count, VMLASCII.isWhitespace(text[index]) { index += 1 }
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
