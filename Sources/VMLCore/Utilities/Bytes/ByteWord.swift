/// Eight bytes tested at once in one 64-bit word, little-endian (byte 0 in the low bits): the one
/// home of the word-at-a-time byte tests that the serializer's escaping, the name rules,
/// ``SmallASCII`` and the parser's scans share. Words are read from bytes through
/// ``ByteView`` (``ByteView/word(at:)``, ``ByteView/word(at:length:)``).
///
/// A test answers a *flags* word: the high bit (0x80) of each byte that passes, nothing else set.
/// ``zeroBytes(_:)``, ``bytes(in:equalTo:)`` and ``bytes(in:below:)`` subtract one from each
/// byte; a byte that borrows sets its high bit, and a borrow runs only upward, so their flags are
/// exact up to the lowest one: whether any is set, and which byte is the first that passes
/// (``firstFlaggedOffset(_:)``), are exact, while a flag above a true one may be false.
/// ``bytes(in:from:through:)`` adds instead and never carries, so it is exact at every byte of a
/// word whose bytes are all below 0x80. (ByteWordTests checks each at every byte position.)
///
/// ```swift
/// let word: UInt64 = 0x2622_6162   // "ba\"&"
/// ByteWord.firstFlaggedOffset(ByteWord.bytes(in: word, equalTo: 0x22))   // 2
/// ByteWord.hasZeroByte(0x0100_0000_0000_0001)                              // true
/// ```
@_spi(VMLInternals) public enum ByteWord {
    /// 0x01 in every byte.
    @inlinable public static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// 0x80 in every byte: the flag of each byte.
    @inlinable public static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// `byte` in every byte of a word.
    ///
    /// ```swift
    /// ByteWord.repeating(0x41)   // 0x4141_4141_4141_4141
    /// ```
    @inlinable @inline(__always)
    public static func repeating(_ byte: UInt8) -> UInt64 {
        ones &* UInt64(byte)
    }

    /// The flag of each zero byte of `word`, exact up to the lowest one.
    ///
    /// ```swift
    /// ByteWord.zeroBytes(0x6100_6161_6161_6161)   // 0x0080_0000_0000_0000
    /// ```
    @inlinable @inline(__always)
    public static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// Whether some byte of `word` is zero (exact).
    ///
    /// ```swift
    /// ByteWord.hasZeroByte(0x6161_6161_6161_6161)   // false
    /// ```
    @inlinable @inline(__always)
    public static func hasZeroByte(_ word: UInt64) -> Bool {
        zeroBytes(word) != 0
    }

    /// The flag of each byte of `word` that equals `byte` (any value), exact up to the lowest one.
    ///
    /// ```swift
    /// ByteWord.bytes(in: 0x3C61, equalTo: 0x3C)   // 0x8000: the "<" at byte 1
    /// ```
    @inlinable @inline(__always)
    public static func bytes(in word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ repeating(byte))
    }

    /// The flag of each byte of `word` below `limit` (at most 0x80), exact up to the lowest one:
    /// only a byte below `limit` borrows first, and `& ~word` leaves out a byte at or above 0x80.
    ///
    /// ```swift
    /// ByteWord.bytes(in: 0x6109_6161_6161_6161, below: 0x20)   // 0x0080_0000_0000_0000: the tab
    /// ```
    @inlinable @inline(__always)
    public static func bytes(in word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- repeating(limit)) & ~word & highs
    }

    /// The flag of each byte of `word` from `first` to `last` (both from 0x01 to 0x7F), exact at
    /// every byte of a `word` whose bytes are all below 0x80 (clear the high bits first otherwise:
    /// a byte at or above 0x80 then reads as its low seven bits). For such a byte `x`,
    /// `x + (0x80 - first)` has its high bit set exactly when `x >= first`, and carries nothing into
    /// the next byte.
    ///
    /// ```swift
    /// ByteWord.bytes(in: 0x2E2D, from: 0x2D, through: 0x2D)   // 0x80: "-" (not ".")
    /// ```
    @inlinable @inline(__always)
    public static func bytes(in word: UInt64, from first: UInt8, through last: UInt8) -> UInt64 {
        (word &+ repeating(0x80 &- first)) & ~(word &+ repeating(0x7F &- last)) & highs
    }

    /// The flag of each byte of `word` at or above 0x80 (exact).
    ///
    /// ```swift
    /// ByteWord.nonASCIIBytes(0xC3A9)   // 0x8080
    /// ```
    @inlinable @inline(__always)
    public static func nonASCIIBytes(_ word: UInt64) -> UInt64 {
        word & highs
    }

    /// The offset (0 to 7) of the first byte whose flag `flags` sets, or 8 when none is set.
    ///
    /// ```swift
    /// ByteWord.firstFlaggedOffset(0x0080_0000)   // 2
    /// ByteWord.firstFlaggedOffset(0)             // 8
    /// ```
    @inlinable @inline(__always)
    public static func firstFlaggedOffset(_ flags: UInt64) -> Int {
        flags.trailingZeroBitCount &>> 3
    }
}
