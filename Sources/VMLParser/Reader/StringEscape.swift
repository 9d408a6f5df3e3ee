@_spi(VMLInternals) import VMLCore

/// Reads one Swift-style escape in a string literal: `\\`, `\"`, `\'`, `\n`, `\r`, `\t` and
/// `\u{…}`. The one escape set of both string forms VML has: string literals in a style and the
/// `{"…"}` attribute value form. An escape naming a character XML 1.0 forbids (`\0`, `\u{1}`) is
/// an error: the string could not be written back.
enum StringEscape {
    /// The result of reading an escape that starts at `\`.
    enum Outcome {
        /// The character and the offset just past the escape.
        case character(Unicode.Scalar, end: Int)
        /// Why the escape is not valid, and where the problem is (the backslash).
        case failure(offset: Int, message: String)
        /// The text ends right after the backslash: the string is not closed.
        case endOfInput
    }

    /// Reads the escape whose `\` is at `start`.
    static func read(_ bytes: ByteView, at start: Int) -> Outcome {
        guard start + 1 < bytes.count else { return .endOfInput }
        let escaped = bytes[start + 1]
        switch escaped {
        case 0x5C, 0x22, 0x27: return .character(Unicode.Scalar(escaped), end: start + 2)  // \ " '
        case 0x6E: return .character("\n", end: start + 2)  // n
        case 0x72: return .character("\r", end: start + 2)  // r
        case 0x74: return .character("\t", end: start + 2)  // t
        case 0x30:  // 0
            return .failure(offset: start, message: "the escape '\\0' names U+0000, which XML 1.0 forbids: a VML string cannot hold it")
        case 0x75 where start + 2 < bytes.count && bytes[start + 2] == 0x7B:  // u{
            return unicode(bytes, at: start)
        default:
            return .failure(
                offset: start,
                message:
                    "unknown escape '\\\(Describe.character(in: bytes, at: start + 1))' in a string: use \\\\, \\\", \\n, \\r, \\t or \\u{…}"
            )
        }
    }

    /// `\u{…}`: one to eight hex digits of a Unicode scalar XML 1.0 allows.
    private static func unicode(_ bytes: ByteView, at start: Int) -> Outcome {
        var index = start + 3
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, VMLASCII.isHexDigit(bytes[index]), digits < 8 {
            let digit = bytes[index]
            value = value * 16 + UInt32(digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10)
            digits += 1
            index += 1
        }
        guard digits > 0, index < bytes.count, bytes[index] == 0x7D, let scalar = Unicode.Scalar(value) else {
            return .failure(
                offset: start, message: "invalid escape '\\u{…}': write one to eight hex digits of a Unicode scalar, such as \\u{1F600}")
        }
        if ForbiddenCharacter.isForbidden(value) {
            return .failure(
                offset: start,
                message:
                    "the escape '\\u{\(String(value, radix: 16, uppercase: true))}' names a character XML 1.0 forbids: a VML string cannot hold it"
            )
        }
        return .character(scalar, end: index + 1)
    }
}
