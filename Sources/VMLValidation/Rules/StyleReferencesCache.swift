import VMLCore

/// The ``StyleReferences`` of the styles seen lately, by the identity of their modifier storage:
/// the parser shares one style value between the elements that repeat its text (the rows of a
/// list), so a shared style is walked once per run, not once per element.
///
/// Each entry keeps its modifiers alive, so no other array can take their address while the
/// entry stands; a direct-mapped table, where a miss walks the style and replaces the slot.
struct StyleReferencesCache {
    private static let slots = 64

    private struct Entry {
        var modifiers: [VMLModifier]
        var references: StyleReferences
    }

    private var entries: [Entry?] = []
    let table: VMLSlotTable

    init(table: VMLSlotTable) {
        self.table = table
    }

    /// The references of `style`, walked now or remembered from an element sharing its storage.
    mutating func references(of style: VMLStyle) -> StyleReferences {
        guard !style.modifiers.isEmpty,
            let address = style.modifiers.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
        else { return StyleReferences(style, table: table) }
        let bits = UInt(bitPattern: address)
        let slot = Int(truncatingIfNeeded: (bits >> 4 ^ bits >> 10) % UInt(Self.slots))
        if entries.isEmpty { entries = Array(repeating: nil, count: Self.slots) }
        if let entry = entries[slot],
            entry.modifiers.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) == address
        {
            return entry.references
        }
        let references = StyleReferences(style, table: table)
        entries[slot] = Entry(modifiers: style.modifiers, references: references)
        return references
    }
}
