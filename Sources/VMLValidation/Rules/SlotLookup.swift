import VMLCore

/// The slot table's entries for the first element names a run meets, compared by equality
/// instead of hashed: a document repeats a handful of names, and comparing short names is
/// cheaper than hashing them. Names past the first few go to the table's dictionary.
struct SlotLookup {
    private static let capacity = 16

    let table: VMLSlotTable
    private var names: [String] = []
    private var slots: [[VMLSlotTable.Slot]] = []

    init(table: VMLSlotTable) {
        self.table = table
    }

    /// The slots of `element` (``VMLSlotTable/slots(of:)``).
    mutating func slots(of element: String) -> [VMLSlotTable.Slot] {
        // Lengths first: most names differ in length, and comparing two counts is cheaper than
        // comparing two strings.
        let length = element.utf8.count
        if let index = names.firstIndex(where: { $0.utf8.count == length && $0 == element }) { return slots[index] }
        let found = table.slots(of: element)
        if names.count < Self.capacity {
            names.append(element)
            slots.append(found)
        }
        return found
    }
}
