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
