/// Word-at-a-time skipping over the input: tests eight bytes at once for the bytes that could
/// stop a byte loop, so the loop only looks byte by byte at what is left.
///
/// The tests are exact about whether a word holds such a byte (never a false "no") and about
/// which of its bytes is the first; the byte loop that follows decides what that byte means, so a
/// scan gives the same answer with or without this.
enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The offset (0 to 7) of the first byte of `word` (read little-endian) that equals `a` or
    /// `b`, both below 0x80, or 8 when none does.
    @inline(__always)
    static func firstOffset(in word: UInt64, of a: UInt8, or b: UInt8) -> Int {
        (matches(word, a) | matches(word, b)).trailingZeroBitCount >> 3
    }

    /// The high bit of each byte of `word` that equals `byte`, exact up to the lowest one: a byte
    /// of `word ^ byte` minus one borrows (and sets its high bit) where it is zero, and a borrow
    /// runs only upward, so flags above a true one may be false. A byte of `word ^ byte` at or
    /// above 0x80 (`byte` below 0x80) keeps its high bit without a match: `& ~x` leaves it out.
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// The high bit of each byte of `word` below `limit` (at most 128), exact up to the lowest
    /// one, as with ``matches(_:_:)``: only a byte below `limit` borrows first.
    @inline(__always)
    private static func matchesBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }

    /// The offset of the first `quote`, `&` or byte below 0x0E (tab, LF and CR among them) at or
    /// after `start`, found eight bytes at a time; `bytes.count` rounded down to what is left for
    /// the byte loop when no whole word holds one.
    @inline(__always)
    static func skipStyleRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // The lowest flag of each mask is exact, so the lowest of the three is the first stop.
            let stops = matches(word, quote) | matches(word, 0x26) | matchesBelow(word, 0x0E)
            if stops != 0 { return index &+ stops.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        return index
    }

    /// The offset of the first byte other than a space at or after `start`, found eight bytes at
    /// a time; `bytes.count` rounded down to what is left for the byte loop when every whole word
    /// is spaces.
    @inline(__always)
    static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= bytes.count {
            // Zero where a byte is a space: the lowest byte that is not gives the offset.
            let others = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ (ones &* 0x20)
            if others != 0 { return index &+ others.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        return index
    }
}
