@_spi(VMLInternals) import VMLCore

/// The characters XML 1.0 forbids, which VML refuses in parsed text, attribute values and style
/// strings (Docs/CanonicalForm.md#characters): U+0000–U+0008, U+000B, U+000C, U+000E–U+001F (the C0
/// controls other than tab, LF and CR), U+FFFE and U+FFFF (UTF-8 `EF BF BE`, `EF BF BF`).
///
/// The checks are bit tests, cheap enough for the reader's byte loops.
enum ForbiddenCharacter {
    /// Bit `b` is set when the byte `b` (below 0x20) is a forbidden control.
    static let controls: UInt64 = 0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D)

    /// Whether `byte` is a forbidden C0 control.
    @inline(__always)
    static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && (controls >> UInt64(byte)) & 1 != 0
    }

    /// Whether U+FFFE or U+FFFF starts at `index` (whose byte is `EF`).
    @inline(__always)
    static func isNoncharacter(_ bytes: ByteView, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] & 0xFE == 0xBE
    }

    /// Whether a forbidden character starts at `index`.
    @inline(__always)
    static func starts(in bytes: ByteView, at index: Int) -> Bool {
        let byte = bytes[index]
        return isControl(byte) || (byte == 0xEF && isNoncharacter(bytes, at: index))
    }

    /// Whether XML 1.0 forbids the scalar value `value`.
    static func isForbidden(_ value: UInt32) -> Bool {
        value < 0x20 ? (controls >> UInt64(value)) & 1 != 0 : value == 0xFFFE || value == 0xFFFF
    }

    /// The offset of the first forbidden character in `range` of `bytes`, or `nil`.
    static func first(in bytes: ByteView, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0xEF, starts(in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The message for the forbidden character at `index`, such as `the character U+0000 is not
    /// allowed …`.
    static func message(in bytes: ByteView, at index: Int) -> String {
        let value =
            bytes[index] == 0xEF && index + 2 < bytes.count ? (bytes[index + 2] == 0xBE ? "FFFE" : "FFFF") : hex(bytes[index])
        return
            "the character U+\(value) is not allowed: XML 1.0 forbids the control characters other than tab, LF and CR, and U+FFFE and U+FFFF"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
