/// Byte classes for the reader and the style parser, inlined into their hot loops. They match
/// the core's name rules (`VMLName`): a letter is `A`–`Z`, `a`–`z` or `_`.
enum ASCIIByte {
    /// `A`–`Z`, `a`–`z` or `_`.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte &- 0x41) < 26 || (byte &- 0x61) < 26 || byte == 0x5F
    }

    /// `0`–`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        (byte &- 0x30) < 10
    }

    /// `0`–`9`, `A`–`F`, `a`–`f`.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) &- 0x61) < 6
    }
}
