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
