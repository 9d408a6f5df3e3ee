/// The attribute names of the tag being read, for the duplicate check: a linear scan while the
/// tag has few attributes (the common case, no hashing), a dictionary once it has many, so a tag
/// of n attributes costs O(n) rather than O(n²).
struct AttributeNameSet {
    /// Up to this many names, a scan is cheaper than hashing.
    static let scanLimit = 12

    private var names: [String] = []
    private var offsets: [Int] = []
    /// Every name and its offset, filled once the tag has more than `scanLimit` names.
    private var index: [String: Int] = [:]
    /// How many names the tag has.
    private(set) var count = 0

    /// Forgets the names: a new tag starts.
    @inline(__always)
    mutating func reset() {
        guard count > 0 else { return }
        names.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        // A large table would cost its capacity on every later tag: let it go.
        if !index.isEmpty { index = [:] }
        count = 0
    }

    /// Adds `name`, first written at `offset`; returns the offset of an earlier attribute of the
    /// same name instead when there is one.
    mutating func insert(_ name: String, at offset: Int) -> Int? {
        if count < Self.scanLimit {
            var position = 0
            while position < names.count {
                if names[position] == name { return offsets[position] }
                position += 1
            }
            names.append(name)
            offsets.append(offset)
            count += 1
            return nil
        }
        if index.isEmpty {
            index.reserveCapacity(Self.scanLimit * 4)
            for position in names.indices { index[names[position]] = offsets[position] }
        }
        if let first = index.updateValue(offset, forKey: name) {
            index[name] = first
            return first
        }
        count += 1
        return nil
    }
}
