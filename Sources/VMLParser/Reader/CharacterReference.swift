@_spi(VMLInternals) import VMLCore

/// Reads `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references (`&#10;`, `&#x1F600;`).
enum CharacterReference {
    /// The result of reading a reference that starts at `&`.
    enum Outcome {
        /// The character and the offset just past the `;`.
        case character(Unicode.Scalar, end: Int)
        /// Why the reference is not valid, and where the problem is.
        case failure(offset: Int, message: String)
    }

    /// Reads the reference whose `&` is at `start`.
    static func read(_ bytes: ByteView, at start: Int) -> Outcome {
        // `&quot;` first, in one compare: a style's strings are written with it, two to a string.
        if start + 6 <= bytes.count, bytes[start + 5] == 0x3B,  // ";"
            bytes.word(at: start + 1, length: 4) == 0x746F_7571  // "quot"
        {
            return .character("\"", end: start + 6)
        }
        var index = start + 1
        let nameStart = index
        // Names and numbers of valid references are short; stop early on anything else.
        while index < bytes.count, index - nameStart <= 12, isReferenceByte(bytes[index]) {
            index += 1
        }
        let name = bytes.bytes(in: nameStart..<index)
        guard index < bytes.count, bytes[index] == 0x3B else {  // ";"
            if name.isEmpty {
                return .failure(offset: start, message: "a literal '&' must be written '&amp;'")
            }
            let written = "&" + String(decoding: name, as: UTF8.self)
            return .failure(
                offset: index,
                message: "expected ';' to end the reference '\(written)', found \(Describe.byte(in: bytes, at: index))")
        }
        let end = index + 1
        if let scalar = named(name) {
            return .character(scalar, end: end)
        }
        if name.first == 0x23 {  // "#"
            return numeric(name, start: start, end: end)
        }
        let written = "&" + String(decoding: name, as: UTF8.self) + ";"
        return .failure(
            offset: start,
            message: "unknown entity '\(written)': only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#10; are allowed"
        )
    }

    @inline(__always)
    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x23 || byte == 0x5F
    }

    private static func named(_ name: ByteView) -> Unicode.Scalar? {
        switch name.count {
        case 2:
            if name[1] != 0x74 { return nil }  // "t"
            if name[0] == 0x6C { return "<" }  // "lt"
            if name[0] == 0x67 { return ">" }  // "gt"
            return nil
        case 3:
            return name[0] == 0x61 && name[1] == 0x6D && name[2] == 0x70 ? "&" : nil  // amp
        case 4:
            if name[0] == 0x71, name[1] == 0x75, name[2] == 0x6F, name[3] == 0x74 { return "\"" }  // quot
            if name[0] == 0x61, name[1] == 0x70, name[2] == 0x6F, name[3] == 0x73 { return "'" }  // apos
            return nil
        default:
            return nil
        }
    }

    private static func numeric(_ name: ByteView, start: Int, end: Int) -> Outcome {
        var digits = name.dropFirst()
        var radix: UInt32 = 10
        if let first = digits.first, first == 0x78 || first == 0x58 {  // "x" "X"
            radix = 16
            digits = digits.dropFirst()
        }
        let written = "&" + String(decoding: name, as: UTF8.self) + ";"
        var value: UInt32 = 0
        for index in digits.indices {
            let byte = digits[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46 where radix == 16: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66 where radix == 16: digit = UInt32(byte - 0x61 + 10)
            default:
                return .failure(offset: start, message: "invalid character reference '\(written)': write &#DIGITS; or &#xHEX;")
            }
            value = value * radix + digit
            if value > 0x10FFFF { break }
        }
        guard !digits.isEmpty else {
            return .failure(offset: start, message: "invalid character reference '\(written)': write &#DIGITS; or &#xHEX;")
        }
        guard let scalar = Unicode.Scalar(value), isAllowed(value) else {
            return .failure(offset: start, message: "character reference '\(written)' names a character XML does not allow")
        }
        return .character(scalar, end: end)
    }

    /// Whether XML 1.0 allows the character: not NUL, the C0 controls other than tab, LF, CR,
    /// nor U+FFFE and U+FFFF.
    private static func isAllowed(_ value: UInt32) -> Bool {
        !ForbiddenCharacter.isForbidden(value)
    }
}
