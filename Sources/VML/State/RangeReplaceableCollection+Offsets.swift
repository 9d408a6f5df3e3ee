extension RangeReplaceableCollection where Self: MutableCollection {
    /// SwiftUI's `remove(atOffsets:)`, which `onDelete` actions call: removes the elements at the
    /// offsets. Defined here so such actions compile with `import VML`.
    ///
    /// ```swift
    /// var names = ["a", "b", "c"]
    /// names.remove(atOffsets: IndexSet([0, 2]))   // ["b"]
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// SwiftUI's `move(fromOffsets:toOffset:)`, which `onMove` actions call: moves the elements at
    /// `source` to before the element at `destination` (an offset in the original collection).
    ///
    /// ```swift
    /// var names = ["a", "b", "c"]
    /// names.move(fromOffsets: IndexSet([0]), toOffset: 3)   // ["b", "c", "a"]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
