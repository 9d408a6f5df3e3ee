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
        unsafe withCanonicalBytes(value) { unsafe String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the canonical text, or returns `nil` for NaN and
    /// infinities. Integers and decimals of up to three places (most numbers in a style) are
    /// written digit by digit, with no `String` made.
    static func withCanonicalBytes<R>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard value.isFinite else { return nil }
        if let (digits, places) = decimal(value) {
            return unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                unsafe body(UnsafeBufferPointer(rebasing: buffer[write(digits, places: places, into: buffer)...]))
            }
        }
        var text = slowText(value)
        return text.withUTF8(body)
    }

    /// Whether `text` is the canonical text of the number it reads as, in one of the two forms
    /// ``withCanonicalBytes(_:_:)`` writes digit by digit: an integer of at most 15 digits with
    /// no leading zero (`0`, `-3`, `12`; not `-0`), or a number under 1e9 with one to three
    /// places, a leading zero and no trailing zero (`0.5`, `-12.25`). `false` for any other text,
    /// canonical or not (`1e+16`), so a reader that gets `true` can keep the text as written.
    ///
    /// ```swift
    /// Array("0.5".utf8).withUnsafeBufferPointer(CanonicalNumber.isWrittenDigitByDigit)    // true
    /// Array("0.50".utf8).withUnsafeBufferPointer(CanonicalNumber.isWrittenDigitByDigit)   // false: written 0.5
    /// ```
    @_spi(VMLInternals) public static func isWrittenDigitByDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let negative = unsafe index < text.count && text[index] == 0x2D  // "-"
        if negative { index += 1 }
        let integerStart = index
        while index < text.count, unsafe VMLASCII.isDigit(text[index]) { index += 1 }
        let integerDigits = index - integerStart
        // No leading zero, and at least one digit before any point.
        guard integerDigits > 0, unsafe integerDigits == 1 || text[integerStart] != 0x30 else { return false }
        guard index < text.count else {
            // An integer below 1e15; zero has no sign.
            return unsafe integerDigits <= 15 && !(negative && text[integerStart] == 0x30)
        }
        guard unsafe text[index] == 0x2E, integerDigits <= 9 else { return false }  // "."
        index += 1
        let places = text.count - index
        guard places >= 1, places <= 3, unsafe text[text.count - 1] != 0x30 else { return false }
        while index < text.count {
            guard unsafe VMLASCII.isDigit(text[index]) else { return false }
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

    /// The longest text ``integer(_:)``'s integers have: a sign and sixteen digits (`-1e15`).
    static let maximumIntegerWidth = 17

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

    /// Writes the canonical text of `value`, an integer as ``integer(_:)`` gives it, at the start
    /// of `room`; returns how many bytes it wrote, or `nil`, with nothing written, when they do
    /// not fit. (The writer's numbers go straight into its block this way.)
    @inline(__always)
    static func writeInteger(_ value: Int64, into room: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        // 0 to 99 (most paddings, sizes and radii) without the width loop.
        if (0..<100).contains(value), room.count >= 2, let base = room.baseAddress {
            let digits = UInt8(truncatingIfNeeded: value)
            if digits < 10 {
                unsafe base[0] = 0x30 &+ digits
                return 1
            }
            unsafe base[0] = 0x30 &+ digits / 10
            unsafe base[1] = 0x30 &+ digits % 10
            return 2
        }
        var width = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        guard width <= room.count, let base = room.baseAddress else { return nil }
        var magnitude = value.magnitude
        var position = width
        repeat {
            position -= 1
            unsafe base[position] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if value < 0 { unsafe base[0] = 0x2D }  // "-"
        return width
    }

    /// Writes `digits / 10^places` at the end of `buffer` (24 bytes); returns where it starts.
    private static func write(_ digits: Int64, places: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var magnitude = digits.magnitude
        var position = buffer.count
        var written = 0
        repeat {
            position -= 1
            unsafe buffer[position] = 0x30 + UInt8(magnitude % 10)
            magnitude /= 10
            written += 1
            if written == places {
                position -= 1
                unsafe buffer[position] = 0x2E  // "."
            }
        } while magnitude > 0 || written <= places  // `0.5`, `0.012`: zeros up to the point and one before it
        if digits < 0 {
            position -= 1
            unsafe buffer[position] = 0x2D  // "-"
        }
        return position
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
