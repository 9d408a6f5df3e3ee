@_spi(VMLInternals) import VMLCore

/// How messages name what was found: `'x'`, `'foo'`, `end of input`.
enum Describe {
    /// The character at `offset` quoted, or `end of input`.
    static func byte(in bytes: ByteView, at offset: Int, end: String = "end of input") -> String {
        guard offset < bytes.count else { return end }
        return "'" + character(in: bytes, at: offset) + "'"
    }

    /// The character at `offset`, shown as diagnostics show characters (``VMLDisplayText``):
    /// a line end, a tab or another control character as `\u{…}`.
    static func character(in bytes: ByteView, at offset: Int) -> String {
        var end = offset + 1
        if bytes[offset] >= 0x80 {
            while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return VMLDisplayText.escaped(String(decoding: bytes.bytes(in: offset..<end), as: UTF8.self))
    }

    /// The word (letters, digits, `_`, `.`) at `offset`, or the single character there, quoted.
    static func token(in bytes: ByteView, at offset: Int, end: String) -> String {
        guard offset < bytes.count else { return end }
        var upper = offset
        while upper < bytes.count, upper - offset < 40, isWordByte(bytes[upper]) { upper += 1 }
        if upper == offset { return byte(in: bytes, at: offset, end: end) }
        return "'" + String(decoding: bytes.bytes(in: offset..<upper), as: UTF8.self) + "'"
    }

    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
