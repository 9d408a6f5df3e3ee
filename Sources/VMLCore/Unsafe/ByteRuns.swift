// Unsafe code: compares two `UnsafeBufferPointer<UInt8>` runs with word loads
// (``ByteWord/load(_:at:)``). Sound because every load is of eight bytes wholly inside a run
// (offsets `0, 8, …` below `count - 8`, and `count - 8` itself), or, below eight bytes, the
// overlapping loads of ``ByteWord/load(_:count:)`` that stop at `count`. Kept for VMLParser's
// tables until they read through ``ByteView``: ``ByteView/equals(_:)`` is the safe spelling.

/// Comparing runs of bytes eight at a time: the parser's tables and the DSL's part sharing
/// compare style texts with it.
///
/// ```swift
/// let a: [UInt8] = Array("padding(8)".utf8), b: [UInt8] = Array("padding(8)".utf8)
/// a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in ByteRuns.equal(a, b) } }   // true
/// ```
// VMLParser's until it reads through ByteView (ByteView.equals).
@_spi(VMLInternals) public enum ByteRuns {
    /// Whether two byte runs are equal, compared eight bytes at a time, the last eight first:
    /// texts that differ (a row's own number, an id) most often differ near their end.
    ///
    /// ```swift
    /// ByteRuns.equal(UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))   // true
    /// ```
    @inlinable
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = unsafe a.baseAddress.map(UnsafeRawPointer.init), let right = unsafe b.baseAddress.map(UnsafeRawPointer.init) else {
            return true  // both empty
        }
        let count = a.count
        guard count >= 8 else { return unsafe ByteWord.load(left, count: count) == ByteWord.load(right, count: count) }
        let last = count - 8
        if unsafe ByteWord.load(left, at: last) != ByteWord.load(right, at: last) { return false }
        var index = 0
        while index < last {  // the words before the last (the final one may overlap it)
            if unsafe ByteWord.load(left, at: index) != ByteWord.load(right, at: index) { return false }
            index += 8
        }
        return true
    }
}
