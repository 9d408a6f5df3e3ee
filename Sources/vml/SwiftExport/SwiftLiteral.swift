@_spi(VMLInternals) import VMLCore

/// Swift source spellings of values: string literals, numbers and identifiers, as `vml swift`
/// writes them. The same value is always written the same way.
enum SwiftLiteral {
    /// A one-line Swift string literal that holds exactly `text`.
    ///
    /// Quotes and backslashes are escaped (so `\(` never becomes an interpolation), line ends
    /// and tabs use their short escapes, and every scalar that could be mistaken, hidden or
    /// combine with the quote (controls, bidirectional and invisible characters, combining
    /// marks, separators other than the space, unassigned and private-use scalars) is written
    /// `\u{…}`. Other characters, ASCII or not, are written as they are.
    ///
    /// ```swift
    /// SwiftLiteral.string("say \"hi\"\n\\(x)")   // "say \"hi\"\n\\(x)"
    /// ```
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        if VMLDisplayText.isEscaped(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return true
        default:
            return false
        }
    }

    /// A number as a Swift literal that converts back to exactly `value`: `8`, `0.5`, `-2.5`,
    /// `1e-07`. Whole numbers below 2^53 are written without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992, !(value == 0 && value.sign == .minus) {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Whether `name` can be written as a Swift identifier as it is (ASCII letters, digits and
    /// `_`, not starting with a digit, not a keyword).
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first), !keywords.contains(name) else { return false }
        return name.utf8.allSatisfy { VMLASCII.isLetter($0) || VMLASCII.isDigit($0) || $0 == 0x5F }
    }

    /// `name` made into a Swift identifier: other characters become `_`, a leading digit gets a
    /// `_` before it, and a keyword gets one after it.
    ///
    /// ```swift
    /// SwiftLiteral.identifier("01-modifiers-order")   // _01_modifiers_order
    /// ```
    static func identifier(_ name: String) -> String {
        var result = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    scalar.isASCII && (VMLASCII.isLetter(UInt8(scalar.value)) || VMLASCII.isDigit(UInt8(scalar.value)))
                        ? scalar : "_"
                }))
        if result.isEmpty { result = "_" }
        if let first = result.utf8.first, VMLASCII.isDigit(first) { result = "_" + result }
        if keywords.contains(result) { result += "_" }
        return result
    }

    private static let keywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "open", "operator", "private", "precedencegroup", "protocol", "public", "repeat",
        "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while", "Any", "some", "any",
    ]
}
