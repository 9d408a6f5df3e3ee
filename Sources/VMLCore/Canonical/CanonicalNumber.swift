/// The canonical text of a number (Docs/CanonicalForm.md#numbers).
///
/// - Integral values have no fraction: `8`, `0`, `-3` (`-0` is `0`).
/// - Others use the shortest decimal that reads back as the same `Double`: `0.5`, `0.3`,
///   with a leading zero.
/// - No exponent for magnitudes from 1e-6 through 1e15; outside that range Swift's shortest
///   `description` (`1e+16`, `1e-07`), with a `.0` fraction dropped.
/// - NaN and infinities have no VML form: `text(_:)` returns `nil` for them.
///
/// Public so the DSL writes numeric attribute values (`spacing="4"`) by the same rule:
/// `CanonicalNumber.text(4.0)` is `"4"`.
public enum CanonicalNumber {
    /// The canonical text, or `nil` for NaN and infinities.
    public static func text(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if let digits = digitWords(value) { return String(littleEndianWords: digits.low, digits.high, count: digits.count) }
        if let integer = integer(value) { return String(integer) }  // -1e15: 17 bytes, past two words
        return slowText(value)
    }

    /// The UTF-8 bytes of the canonical text as two little-endian words (zero past `count`), for
    /// the numbers written digit by digit with no `String` made: integers and decimals of up to
    /// three places (most numbers in a style), when their text is at most 16 bytes (all but
    /// `-1e15`). `nil` for other numbers, NaN and infinities.
    ///
    /// ```swift
    /// CanonicalNumber.digitWords(24)?.low    // 0x3432: "24"
    /// CanonicalNumber.digitWords(1e-7)       // nil: written from its description, 0.0000001
    /// ```
    @inline(__always)
    static func digitWords(_ value: Double) -> (low: UInt64, high: UInt64, count: Int)? {
        guard let (digits, places) = decimal(value) else { return nil }
        // 0 to 99 (most paddings, sizes and radii) without the loop.
        if places == 0, (0..<100).contains(digits) {
            let small = UInt64(truncatingIfNeeded: digits)
            if small < 10 { return (0x30 &+ small, 0, 1) }
            return ((0x30 &+ small / 10) | (0x30 &+ small % 10) &<< 8, 0, 2)
        }
        // From the last byte to the first, each new one shifted in below the others.
        var text: UInt128 = 0
        var count = 0
        var magnitude = digits.magnitude
        var written = 0
        repeat {
            text = text &<< 8 | UInt128(0x30 &+ magnitude % 10)
            magnitude /= 10
            written &+= 1
            count &+= 1
            if written == places {
                text = text &<< 8 | 0x2E  // "."
                count &+= 1
            }
        } while magnitude > 0 || written <= places  // `0.5`, `0.012`: zeros up to the point and one before it
        if digits < 0 {
            text = text &<< 8 | 0x2D  // "-"
            count &+= 1
        }
        guard count <= 16 else { return nil }
        return (UInt64(truncatingIfNeeded: text), UInt64(truncatingIfNeeded: text &>> 64), count)
    }

    /// Whether `text` is the canonical text of the number it reads as, in one of the two forms
    /// ``digitWords(_:)`` writes: an integer of at most 15 digits with no leading zero (`0`,
    /// `-3`, `12`; not `-0`), or a number under 1e9 with one to three places, a leading zero and
    /// no trailing zero (`0.5`, `-12.25`). `false` for any other text, canonical or not
    /// (`1e+16`), so a reader that gets `true` can keep the text as written.
    ///
    /// ```swift
    /// ByteView.with(Array("0.5".utf8), CanonicalNumber.isWrittenDigitByDigit)    // true
    /// ByteView.with(Array("0.50".utf8), CanonicalNumber.isWrittenDigitByDigit)   // false: written 0.5
    /// ```
    @_spi(VMLInternals) public static func isWrittenDigitByDigit(_ text: ByteView) -> Bool {
        var index = 0
        let negative = index < text.count && text[index] == 0x2D  // "-"
        if negative { index += 1 }
        let integerStart = index
        while index < text.count, VMLASCII.isDigit(text[index]) { index += 1 }
        let integerDigits = index - integerStart
        // No leading zero, and at least one digit before any point.
        guard integerDigits > 0, integerDigits == 1 || text[integerStart] != 0x30 else { return false }
        guard index < text.count else {
            // An integer below 1e15; zero has no sign.
            return integerDigits <= 15 && !(negative && text[integerStart] == 0x30)
        }
        guard text[index] == 0x2E, integerDigits <= 9 else { return false }  // "."
        index += 1
        let places = text.count - index
        guard places >= 1, places <= 3, text[text.count - 1] != 0x30 else { return false }
        while index < text.count {
            guard VMLASCII.isDigit(text[index]) else { return false }
            index += 1
        }
        return true
    }

    /// The value as an integer, when its canonical text is that integer's digits: integral, with
    /// a magnitude up to 1e15 (`-0` is `0`). The writer puts these digits straight into its buffer.
    ///
    /// ```swift
    /// CanonicalNumber.integer(24)    // 24
    /// CanonicalNumber.integer(0.5)   // nil
    /// ```
    @inline(__always)
    static func integer(_ value: Double) -> Int64? {
        value.magnitude <= 1e15 ? Int64(exactly: value) : nil
    }

    /// `value` as `digits / 10^places` with `places` from 0 to 3 and no trailing zero in the
    /// fraction, when that decimal is `value`'s canonical text: an integer up to 1e15, or a
    /// value under 1e9 that is the `Double` nearest a decimal of at most three places (there,
    /// every other decimal of as few digits lies more than an ulp away, so it is the shortest).
    @inline(__always)
    private static func decimal(_ value: Double) -> (digits: Int64, places: Int)? {
        if let integer = integer(value) { return (integer, 0) }
        guard value.magnitude < 1e9 else { return nil }
        var scale = 1.0
        for places in 1...3 {
            scale *= 10
            if let digits = Int64(exactly: (value * scale).rounded()), Double(digits) / scale == value {
                return (digits, places)
            }
        }
        return nil
    }

    /// The canonical text from Swift's shortest `description`, for the values `decimal(_:)`
    /// leaves (finite only).
    private static func slowText(_ value: Double) -> String {
        let magnitude = value.magnitude
        let shortest = value.description
        guard magnitude >= 1e-6, magnitude <= 1e15 else {
            return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
        }
        return expandingExponent(shortest)
    }

    /// Rewrites `1.5e-05` as `0.000015`; text without an exponent is returned as is.
    private static func expandingExponent(_ text: String) -> String {
        // Most numbers have no exponent (`0.5`): nothing to expand, and no walk over Characters.
        guard text.utf8.contains(where: { $0 == 0x65 || $0 == 0x45 }) else { return text }  // "e" "E"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...])
        else { return text }
        var mantissa = Substring(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let point = mantissa.firstIndex(of: ".")
        let integerDigits = point.map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = mantissa.filter { $0 != "." }
        // Drop the trailing zeros of the fraction: `1.0e-05` has the digits `1`.
        while digits.count > integerDigits, digits.last == "0" { digits.removeLast() }
        let pointPosition = integerDigits + exponent
        var result = negative ? "-" : ""
        if pointPosition <= 0 {
            result += "0." + String(repeating: "0", count: -pointPosition) + digits
        } else if pointPosition >= digits.count {
            result += digits + String(repeating: "0", count: pointPosition - digits.count)
        } else {
            let split = digits.index(digits.startIndex, offsetBy: pointPosition)
            result += digits[..<split] + "." + digits[split...]
        }
        return result
    }
}
