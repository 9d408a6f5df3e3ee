@_spi(VMLInternals) import VMLCore
import VMLParser

extension VMLAttrType {
    /// Whether an attribute's value can be coerced to this type (Docs/Spec.md §3):
    ///
    /// | type | accepted values |
    /// |---|---|
    /// | `<string>` | anything |
    /// | `<number>` | `12`, `-0.5`, `1e2`; `.infinity` |
    /// | `<integer>` | a whole number: `3`, `-10` |
    /// | `<length>` | a number of points: `200`, `12.5`; `.infinity` |
    /// | `<angle>` | `45deg`, `.degrees(45)`, `.radians(1.57)`, `Angle.degrees(45)`, `.zero` |
    /// | `<color>` | `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)`, or a SwiftUI color: `.blue`, `.blue.opacity(0.5)`, `Color.red`, `Color(…)` |
    /// | `<url>` | an absolute URL (`https://…`) or a relative reference (`/products/1`) |
    /// | `<boolean>` | `true`, `false` |
    ///
    /// An empty value counts as missing, not as a failed coercion; callers check that first.
    /// ```swift
    /// VMLAttrType.color.accepts(attributeValue: ".blue.opacity(0.5)")  // true
    /// VMLAttrType.angle.accepts(attributeValue: "45")                 // false: write 45deg
    /// ```
    public func accepts(attributeValue value: String) -> Bool {
        switch self {
        case .string:
            return true
        case .boolean:
            return value == "true" || value == "false"
        case .url:
            return Self.isURL(value)
        case .number, .integer, .length, .angle, .color:
            // Values are read with the style grammar, exactly as written: no surrounding whitespace.
            // A client's number reading also takes a leading "+" (`+3`), which style text never has.
            let unsigned = value.hasPrefix("+") && value.utf8.dropFirst().first.map(Self.isDigitOrPoint) == true
            let text = unsigned ? String(value.dropFirst()) : value
            guard let first = text.utf8.first, let last = text.utf8.last,
                !VMLASCII.isWhitespace(first), !VMLASCII.isWhitespace(last),
                let expression = try? VMLParser().parseExpression(text)
            else { return false }
            return accepts(expression)
        }
    }

    /// Whether an `attr(…)` fallback has this type. `nil` is a fallback of every type (no value).
    ///
    /// ```swift
    /// VMLAttrType.angle.accepts(fallback: .member("degrees", 0))  // true
    /// VMLAttrType.number.accepts(fallback: "200")                 // false: a string
    /// ```
    public func accepts(fallback: VMLExpression) -> Bool {
        if case .null = fallback { return true }
        switch self {
        case .url:
            guard case .string(let text) = fallback else { return false }
            return Self.isURL(text)
        default:
            return accepts(fallback)
        }
    }

    /// What a value of this type looks like, for messages.
    var expectation: String {
        switch self {
        case .string: "a string"
        case .number: "a number such as 12 or 0.5"
        case .integer: "a whole number such as 3"
        case .length: "a length in points such as 200 or 12.5"
        case .angle: "an angle such as 45deg, .degrees(45) or .radians(1.57)"
        case .color: "a color such as #ff0000, rgb(255, 0, 0), hsl(210, 50%, 40%) or .blue.opacity(0.5)"
        case .url: "a URL such as https://example.com/a or /products/1"
        case .boolean: "true or false"
        }
    }

    // MARK: Expressions

    private func accepts(_ expression: VMLExpression) -> Bool {
        switch self {
        case .string:
            if case .string = expression { return true }
            return false
        case .boolean:
            if case .boolean = expression { return true }
            return false
        case .number, .length:
            if case .number = expression { return true }
            return expression == .implicitMember("infinity")
        case .integer:
            if case .number(let value) = expression {
                // Whole and within ±2^53 (the range where every whole Double is exact), without libm.
                guard value.magnitude <= 9_007_199_254_740_992 else { return false }
                return Double(Int64(value)) == value
            }
            return false
        case .angle:
            return Self.isAngle(expression)
        case .color:
            return Self.isColor(expression)
        case .url:
            if case .string(let text) = expression { return Self.isURL(text) }
            return false
        }
    }

    private static func isAngle(_ expression: VMLExpression) -> Bool {
        switch expression {
        case .angle:
            return true
        case .implicitMember("zero"):
            return true
        case .member(let member):
            let (base, name) = member.parts
            return base == .identifier("Angle") && name == "zero"
        case .call(let call):
            let (callee, arguments) = call.parts
            let unit: String
            switch callee {
            case .implicitMember(let name): unit = name
            case .member(let member) where member.base == .identifier("Angle"): unit = member.name
            default: return false
            }
            guard unit == "degrees" || unit == "radians", arguments.count == 1, arguments[0].label == nil,
                case .number = arguments[0].value
            else { return false }
            return true
        default:
            return false
        }
    }

    /// SwiftUI's named colors: what `.name` or `Color.name` can start a color with.
    static let swiftUIColorNames: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
        "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    private static func isColor(_ expression: VMLExpression) -> Bool {
        var current = expression
        // Walk down a postfix chain (`.blue.opacity(0.5)`) to its root, without recursion.
        while true {
            switch current {
            case .color(let color):
                return isWritableColor(color)
            case .implicitMember(let name):
                return swiftUIColorNames.contains(name)
            case .member(let member):
                let (base, name) = member.parts
                if base == .identifier("Color") { return swiftUIColorNames.contains(name) }
                current = base
            case .call(let call):
                let callee = call.callee
                if callee == .identifier("Color") { return true }
                guard case .member(let member) = callee else { return false }
                current = member.base
            default:
                return false
            }
        }
    }

    private static func isWritableColor(_ color: CSSColor) -> Bool {
        switch color {
        case .hex:
            return color.isWritable
        case .function(let function, let components):
            switch function {
            case .rgb, .hsl: return components.count == 3 || components.count == 4
            case .rgba, .hsla: return components.count == 4
            }
        }
    }

    // MARK: URLs

    /// An RFC 3986 URI or relative reference, by its characters: no spaces, controls or
    /// `<>"{}|\^``; `%` followed by two hex digits; a `scheme:` prefix, if any, well formed.
    /// Non-ASCII characters are allowed (IRIs).
    static func isURL(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return false }
        var index = 0
        var schemeEnd: Int?
        var sawDelimiter = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x00...0x20, 0x7F, 0x3C, 0x3E, 0x22, 0x7B, 0x7D, 0x7C, 0x5C, 0x5E, 0x60:
                return false
            case 0x25:  // "%"
                guard index + 2 < bytes.count, VMLASCII.isHexDigit(bytes[index + 1]), VMLASCII.isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 2
            case 0x2F, 0x3F, 0x23:  // "/" "?" "#"
                sawDelimiter = true
            case 0x3A:  // ":"
                if !sawDelimiter, schemeEnd == nil { schemeEnd = index }
            default:
                break
            }
            index += 1
        }
        guard let schemeEnd else { return true }
        // A colon before any "/", "?" or "#" must end a scheme: a letter, then letters, digits, + - .
        guard schemeEnd > 0, isLetter(bytes[0]) else { return false }
        return bytes[1..<schemeEnd].allSatisfy { isLetter($0) || VMLASCII.isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    /// A digit or ".".
    private static func isDigitOrPoint(_ byte: UInt8) -> Bool {
        VMLASCII.isDigit(byte) || byte == 0x2E  // "."
    }

    /// `A`–`Z` or `a`–`z` (a URL scheme has no `_`, unlike VML names).
    private static func isLetter(_ byte: UInt8) -> Bool { VMLASCII.isLetter(byte) && byte != 0x5F }  // not "_"
}
