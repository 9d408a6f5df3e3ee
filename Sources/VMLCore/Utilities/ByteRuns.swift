/// Comparing runs of bytes eight at a time: the parser's tables and the DSL's part sharing
/// compare style texts with it.
///
/// ```swift
/// let a: [UInt8] = Array("padding(8)".utf8), b: [UInt8] = Array("padding(8)".utf8)
/// a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in ByteRuns.equal(a, b) } }   // true
/// ```
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
        guard let left = a.baseAddress.map(UnsafeRawPointer.init), let right = b.baseAddress.map(UnsafeRawPointer.init) else {
            return true  // both empty
        }
        let count = a.count
        guard count >= 8 else { return words(a) == words(b) }
        let last = count - 8
        if left.loadUnaligned(fromByteOffset: last, as: UInt64.self) != right.loadUnaligned(fromByteOffset: last, as: UInt64.self) {
            return false
        }
        var index = 0
        while index < last {  // the words before the last (the final one may overlap it)
            if left.loadUnaligned(fromByteOffset: index, as: UInt64.self) != right.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index += 8
        }
        return true
    }

    /// The first 16 bytes of `bytes` (all of them, when there are fewer) as two little-endian
    /// words, zero past the last, on any platform: read with two loads that may overlap (three
    /// bytes for a run under four), never past the end, where a loop took a load, a shift and an
    /// `or` a byte.
    ///
    /// ```swift
    /// Array("HStack".utf8).withUnsafeBufferPointer { ByteRuns.words($0) }   // (0x6B63_6174_5348, 0)
    /// ```
    @inlinable @inline(__always)
    public static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            guard count > 8 else { return (low, 0) }
            guard count < 16 else { return (low, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))) }
            // Bytes 8..<count: the last eight, shifted down past those the first word holds.
            let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
            return (low, tail &>> UInt64((16 &- count) &* 8))
        }
        if count >= 4 {
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return (first | last &<< UInt64((count &- 4) &* 8), 0)
        }
        guard count > 0 else { return (0, 0) }
        // One to three bytes: the first, the middle and the last (some of them the same byte).
        let middle = count &>> 1
        let low = UInt64(base[0]) | UInt64(base[middle]) &<< UInt64(middle &* 8) | UInt64(base[count &- 1]) &<< UInt64((count &- 1) &* 8)
        return (low, 0)
    }
}
