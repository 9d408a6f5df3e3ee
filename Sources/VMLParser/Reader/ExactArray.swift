/// Copies the tail of a scratch array into a new array of exactly that size: one allocation,
/// where appending element by element would grow (and reallocate) several times.
enum ExactArray {
    @inline(__always)
    static func copy<Element>(_ source: [Element], from start: Int) -> [Element] {
        let count = source.count - start
        guard count > 0 else { return [] }
        // A fresh buffer: `Array(source[start...])` would share the scratch's buffer when the
        // slice is all of it, and the scratch's next change would then copy it.
        var result: [Element] = []
        result.reserveCapacity(count)
        source.withUnsafeBufferPointer { buffer in
            result.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
        return result
    }
}
