// Unsafe code: word loads from an `UnsafeRawPointer` (unaligned, little-endian), and short runs
// read with loads that may overlap. Sound only as far as each caller keeps its offsets inside
// memory it holds (the functions say which bytes they read and never read past `start + count`):
// so they stay callable only where the caller holds a pointer, in Unsafe/ files and in
// VMLParser until it reads through ``ByteView``, whose ``ByteView/word(at:)``,
// ``ByteView/word(at:length:)``, ``ByteView/words`` and ``ByteView/every(filler:_:)`` are
// their checked spellings.

/// The loads that fill a ``ByteWord`` from memory: one unaligned word at an offset, or the
/// bytes of a run shorter than a word with loads that may overlap and never pass its end.
// VMLParser's (and the serializer's) until they read through ByteView.
extension ByteWord {
    /// The eight bytes at `offset` from `start`, little-endian on any platform (unaligned).
    /// The caller vouches that the eight bytes are in bounds.
    ///
    /// ```swift
    /// Array("abcdefgh".utf8).withUnsafeBytes { ByteWord.load($0.baseAddress!, at: 0) }   // 0x6867_6665_6463_6261
    /// ```
    @inlinable @inline(__always)
    public static func load(_ start: UnsafeRawPointer, at offset: Int) -> UInt64 {
        unsafe UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The first `count` bytes at `start` (all eight when `count` is 8 or more), little-endian,
    /// zero above them: at most two loads for four bytes or more (the halves may overlap), three
    /// byte loads below, never a byte past `start + count`.
    ///
    /// ```swift
    /// Array("HStack".utf8).withUnsafeBytes { ByteWord.load($0.baseAddress!, count: 6) }   // 0x6B63_6174_5348
    /// ```
    @inlinable @inline(__always)
    public static func load(_ start: UnsafeRawPointer, count: Int) -> UInt64 {
        if count >= 8 { return unsafe load(start, at: 0) }
        if count >= 4 {
            let first = unsafe UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            let last = unsafe UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return first | last &<< UInt64((count &- 4) &* 8)
        }
        guard count > 0 else { return 0 }
        // One to three bytes: the first, the middle and the last (some of them the same byte).
        let middle = count &>> 1
        let firstByte = unsafe UInt64(start.load(as: UInt8.self))
        let middleByte = unsafe UInt64(start.load(fromByteOffset: middle, as: UInt8.self)) &<< UInt64(middle &* 8)
        let lastByte = unsafe UInt64(start.load(fromByteOffset: count &- 1, as: UInt8.self)) &<< UInt64((count &- 1) &* 8)
        return firstByte | middleByte | lastByte
    }

    /// The first 16 bytes of `bytes` (all of them, when there are fewer) as two little-endian
    /// words, zero past the last: read with loads that may overlap, never past the end.
    ///
    /// ```swift
    /// Array("HStack".utf8).withUnsafeBufferPointer { ByteWord.words($0) }   // (0x6B63_6174_5348, 0)
    /// ```
    @inlinable @inline(__always)
    public static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let count = bytes.count
        let raw = unsafe UnsafeRawPointer(base)
        guard count > 8 else { return unsafe (load(raw, count: count), 0) }
        let low = unsafe load(raw, at: 0)
        guard count < 16 else { return unsafe (low, load(raw, at: 8)) }
        // Bytes 8..<count: the last eight, shifted down past those the first word holds.
        return unsafe (low, load(raw, at: count &- 8) &>> UInt64((16 &- count) &* 8))
    }

    /// Whether `test` accepts every word of the `count` bytes at `start`: whole words from the
    /// start, then the last eight (which may overlap the word before); a run under eight bytes is
    /// one word of its bytes with `filler` (a byte `test` accepts) above them.
    ///
    /// ```swift
    /// Array("padding".utf8).withUnsafeBytes { bytes in
    ///     ByteWord.every(bytes.baseAddress!, count: 7, filler: 0x41) { ByteWord.bytes(in: $0, equalTo: 0x26) == 0 }
    /// }   // true: no "&"
    /// ```
    @inlinable @inline(__always)
    public static func every(_ start: UnsafeRawPointer, count: Int, filler: UInt8, _ test: (UInt64) -> Bool) -> Bool {
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                guard unsafe test(load(start, at: offset)) else { return false }
                offset &+= 8
            }
            return unsafe test(load(start, at: count &- 8))
        }
        // `count` is below 8, so the shift is below 64.
        return unsafe test(load(start, count: count) | repeating(filler) &<< UInt64(count &* 8))
    }
}
