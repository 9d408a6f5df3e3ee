import VMLCore

/// The duplicate check for the attribute names of the tag being read: a scan of the tag's
/// attributes while it has few (the common case: no hashing, no extra storage), a set once it
/// has many, so a tag of n attributes costs O(n) rather than O(n²).
struct AttributeNameSet {
    /// Up to this many attributes, a scan is cheaper than hashing.
    static let scanLimit = 12

    /// Every name of the tag, filled once it has more than `scanLimit`.
    private var set: Set<String> = []
    /// Where the tag's `style` attribute stands, or `-1`.
    var styleOffset = -1

    /// Forgets the names: a new tag starts.
    @inline(__always)
    mutating func reset() {
        styleOffset = -1
        // A large table would cost its capacity on every later tag: let it go.
        if !set.isEmpty { set = [] }
    }

    /// Whether `name` is new in the tag, whose other attributes (`style` aside) are `earlier`;
    /// if so it counts as seen.
    mutating func insert(_ name: String, earlier: borrowing ScratchStack<VMLAttribute>) -> Bool {
        if earlier.count < Self.scanLimit {
            return !earlier.contains { $0.name == name }
        }
        if set.isEmpty {
            set.reserveCapacity(Self.scanLimit * 4)
            var index = 0
            while index < earlier.count {
                set.insert(earlier[index].name)
                index += 1
            }
        }
        return set.insert(name).inserted
    }
}
