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
    /// at a time (``ByteView/every(filler:_:)``).
    ///
    /// ```swift
    /// ByteView.with("foregroundColor", VMLASCII.areIdentifierBytes)   // true
    /// ByteView.with("phx-click", VMLASCII.areIdentifierBytes)         // false
    /// ```
    @inlinable @inline(__always)
    public static func areIdentifierBytes(_ bytes: ByteView) -> Bool {
        bytes.every(filler: 0x41) { areIdentifierBytes(word: $0) }  // "A"
    }

    /// Whether all eight bytes of `word` are identifier bytes.
    @inlinable @inline(__always)
    static func areIdentifierBytes(word: UInt64) -> Bool {
        ByteWord.nonASCIIBytes(word) == 0 && identifierByteFlags(word) == ByteWord.highs
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
        return ByteWord.bytes(in: folded, from: 0x61, through: 0x7A) | ByteWord.bytes(in: word, from: 0x30, through: 0x39)
            | ByteWord.bytes(in: word, from: 0x5F, through: 0x5F)
    }

    /// Whether `string`'s UTF-8 holds `byte`, read eight bytes at a time where the string holds
    /// them (`utf8.contains` walks them through the view's index, about 110 instructions a short
    /// string).
    ///
    /// ```swift
    /// VMLASCII.string("Done: 50%", contains: 0x25)   // true
    /// VMLASCII.string("Row 7", contains: 0x25)       // false
    /// ```
    @_spi(VMLInternals) public static func string(_ string: String, contains byte: UInt8) -> Bool {
        ByteView.with(string) { view in
            // The first byte a whole word flags, or where the whole words end: the rest one by one.
            var index = view.firstFlagged(from: 0) { ByteWord.bytes(in: $0, equalTo: byte) }
            while index < view.count {
                if view[index] == byte { return true }
                index &+= 1
            }
            return false
        }
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
