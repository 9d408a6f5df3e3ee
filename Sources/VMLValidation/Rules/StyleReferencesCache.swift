@_spi(VMLInternals) import VMLCore

/// The ``StyleReferences`` of the styles seen lately, by the identity of their storage (text or modifiers):
/// the parser shares one style value between the elements that repeat its text (the rows of a
/// list), so a shared style is walked once per run, not once per element.
///
/// Each entry keeps its style alive, so no other array can take their address while the
/// entry stands; a direct-mapped table, where a miss walks the style and replaces the slot.
struct StyleReferencesCache {
    private static let slots = 64

    private struct Entry {
        var style: VMLStyle
        var references: StyleReferences
    }

    private var entries: [Entry?] = []
    let table: VMLSlotTable

    init(table: VMLSlotTable) {
        self.table = table
    }

    /// The references of `style`, walked now or remembered from an element sharing its storage.
    mutating func references(of style: VMLStyle) -> StyleReferences {
        guard style.mayHoldReferences else { return StyleReferences() }
        guard let bits = style.storageKey else { return StyleReferences(style, table: table) }
        let slot = Int(truncatingIfNeeded: (bits >> 4 ^ bits >> 10) % UInt(Self.slots))
        if entries.isEmpty { entries = Array(repeating: nil, count: Self.slots) }
        if let entry = entries[slot], entry.style.storageKey == bits {
            return entry.references
        }
        let references = StyleReferences(style, table: table)
        entries[slot] = Entry(style: style, references: references)
        return references
    }
}
