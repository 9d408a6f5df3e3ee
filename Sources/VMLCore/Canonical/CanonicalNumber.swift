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
        if value == 0 { return "0" }
        let magnitude = value.magnitude
        if magnitude <= 1e15, Double(Int64(value)) == value {
            return String(Int64(value))
        }
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
