/// The byte classes of VML's names and literals, on UTF-8 bytes: the one definition the name
/// rules, the serializer, the parser and the validator share.
///
/// ```swift
/// VMLASCII.isLetter(UInt8(ascii: "_"))    // true: `_` starts and continues identifiers
/// VMLASCII.isHexDigit(UInt8(ascii: "F"))  // true
/// VMLASCII.isWhitespace(0x0A)             // true
/// ```
@_spi(VMLInternals) public enum VMLASCII {
    /// `A`–`Z`, `a`–`z` or `_`: a byte that may start an identifier.
    @inlinable @inline(__always)
    public static func isLetter(_ byte: UInt8) -> Bool {
        (byte &- 0x41) < 26  // A-Z
            || (byte &- 0x61) < 26  // a-z
            || byte == 0x5F  // _
    }

    /// `0`–`9`.
    @inlinable @inline(__always)
    public static func isDigit(_ byte: UInt8) -> Bool {
        (byte &- 0x30) < 10  // 0-9
    }

    /// A letter, digit or `_`: a byte that continues an identifier (one shift and mask, from a
    /// 128-bit table of those bytes).
    ///
    /// ```swift
    /// VMLASCII.isIdentifierByte(UInt8(ascii: "9"))   // true
    /// VMLASCII.isIdentifierByte(UInt8(ascii: "-"))   // false
    /// ```
    @inlinable @inline(__always)
    public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0x03FF_0000_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0 }  // 0-9
        if byte < 128 { return (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte &- 64) & 1 != 0 }  // A-Z _ a-z
        return false
    }

    /// Whether every byte of `bytes` is an identifier byte (``isIdentifierByte(_:)``), read eight
    /// at a time: two overlapping words for 8–16 bytes, two overlapping halves for 4–7.
    ///
    /// ```swift
    /// Array("foregroundColor".utf8).withUnsafeBufferPointer(VMLASCII.areIdentifierBytes)   // true
    /// Array("phx-click".utf8).withUnsafeBufferPointer(VMLASCII.areIdentifierBytes)         // false
    /// ```
    @inlinable @inline(__always)
    public static func areIdentifierBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let start = UnsafeRawPointer(base)
        let count = bytes.count
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                guard areIdentifierBytes(word: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else { return false }
                offset += 8
            }
            return areIdentifierBytes(word: start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        if count >= 4 {
            let first = UInt64(start.loadUnaligned(as: UInt32.self))
            let last = UInt64(start.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return areIdentifierBytes(word: first | last << 32)
        }
        for index in 0..<count where !isIdentifierByte(base[index]) { return false }
        return true
    }

    /// Whether all eight bytes of `word` are identifier bytes.
    @inlinable @inline(__always)
    static func areIdentifierBytes(word: UInt64) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        return word & highs == 0 && identifierByteFlags(word) == highs
    }

    /// The high bit of each byte of `word` that is an identifier byte (a letter, digit or `_`),
    /// for a `word` whose bytes are all below 0x80 (clear the high bits first otherwise: a byte at
    /// or above 0x80 then reads as its low seven bits).
    ///
    /// ```swift
    /// VMLASCII.identifierByteFlags(0x2D61)   // 0x80: "a" only ("-" and the six zero bytes are not)
    /// ```
    @inlinable @inline(__always)
    public static func identifierByteFlags(_ word: UInt64) -> UInt64 {
        let folded = word | 0x2020_2020_2020_2020  // A-Z to a-z
        return flags(of: folded, from: 0x61, to: 0x7A) | flags(of: word, from: 0x30, to: 0x39) | flags(of: word, from: 0x5F, to: 0x5F)
    }

    /// The high bit of each byte of `word` from `first` to `last` (both from 0x01 to 0x7F), for a
    /// `word` whose bytes are all below 0x80. For such a byte `x`, `x + (0x80 - first)` has its high
    /// bit set exactly when `x >= first`, and carries nothing into the next byte.
    ///
    /// ```swift
    /// VMLASCII.flags(of: 0x2E2D, from: 0x2D, to: 0x2D)   // 0x80: "-" (not ".")
    /// ```
    @inlinable @inline(__always)
    public static func flags(of word: UInt64, from first: UInt64, to last: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &+ ones &* (0x80 &- first)) & ~(word &+ ones &* (0x7F &- last)) & 0x8080_8080_8080_8080
    }

    /// Space, tab, line feed or carriage return: the whitespace of VML's markup and style grammar.
    @inlinable @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// `0`–`9`, `A`–`F` or `a`–`f`.
    @inlinable @inline(__always)
    public static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) &- 0x61) < 6  // a-f, either case
    }
}
