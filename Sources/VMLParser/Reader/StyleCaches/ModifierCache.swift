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
    func style(for text: ByteView, hash: UInt64) -> VMLStyle? {
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
    mutating func store(_ style: VMLStyle, for text: ByteView, hash: UInt64) {
        table.store(style, for: text, hash: hash)
    }
}
