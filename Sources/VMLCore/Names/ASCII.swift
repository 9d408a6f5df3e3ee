/// Byte classes for the ASCII characters VML's names and numbers are made of.
enum ASCII {
    /// `A`–`Z`, `a`–`z` or `_`: the EBNF's `letter`.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A)  // A-Z
            || (byte >= 0x61 && byte <= 0x7A)  // a-z
            || byte == 0x5F  // _
    }

    /// `0`–`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// `0`–`9`, `A`–`F`, `a`–`f`.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}
