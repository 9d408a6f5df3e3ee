import VMLCore

/// Reads an attribute value as a small style expression, for `attr(…)` coercion checks only:
/// numbers (`12`, `-0.5`, `1e2`), angles (`45deg`), CSS colors (`#ff0000`, `rgb(…)`, `hsl(…)`
/// with `%`), strings, names, implicit members, member chains and calls
/// (`.blue.opacity(0.5)`, `.degrees(45)`, `Color.red`).
///
/// It is not the style parser: it reads one expression, returns `nil` for anything else, and
/// gives up past a small nesting depth instead of recursing without bound.
struct AttributeValueReader {
    private let bytes: [UInt8]
    private var position = 0
    private static let maximumDepth = 32

    /// The expression the whole of `text` spells, or `nil`. Whitespace is allowed between tokens
    /// but not around the value (a client reading `" 12"` as a number fails).
    static func read(_ text: String) -> VMLExpression? {
        var reader = AttributeValueReader(bytes: Array(text.utf8))
        guard let first = reader.bytes.first, let last = reader.bytes.last, !isSpace(first), !isSpace(last) else {
            return nil
        }
        guard let expression = reader.readExpression(depth: 0) else { return nil }
        reader.skipSpaces()
        return reader.position == reader.bytes.count ? expression : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipSpaces() {
        while let byte = current, Self.isSpace(byte) {
            position += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard current == byte else { return false }
        position += 1
        return true
    }

    // MARK: Expressions

    private mutating func readExpression(depth: Int) -> VMLExpression? {
        guard depth < Self.maximumDepth, var expression = readPrimary(depth: depth) else { return nil }
        while true {
            skipSpaces()
            if current == 0x2E {  // "."
                position += 1
                guard let name = readIdentifier() else { return nil }
                expression = .member(expression, name)
            } else if current == 0x28 {  // "("
                guard case .identifier(let name) = expression, let function = CSSColor.Function(rawValue: name) else {
                    guard let arguments = readArguments(depth: depth) else { return nil }
                    expression = .call(expression, arguments)
                    continue
                }
                guard let components = readColorComponents() else { return nil }
                expression = .color(.function(function, components))
            } else {
                return expression
            }
        }
    }

    private mutating func readPrimary(depth: Int) -> VMLExpression? {
        skipSpaces()
        guard let byte = current else { return nil }
        switch byte {
        case 0x2E:  // "." — an implicit member, or a number such as .5
            if position + 1 < bytes.count, isDigit(bytes[position + 1]) {
                return readNumberOrAngle()
            }
            position += 1
            return readIdentifier().map { .implicitMember($0) }
        case 0x23:  // "#"
            position += 1
            let start = position
            while let byte = current, isIdentifierByte(byte) { position += 1 }
            return .color(.hex(String(decoding: bytes[start..<position], as: UTF8.self)))
        case 0x22:  // "\""
            return readString()
        case 0x2D, 0x2B:  // "-" "+"
            return readNumberOrAngle()
        default:
            if isDigit(byte) { return readNumberOrAngle() }
            guard let name = readIdentifier() else { return nil }
            switch name {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "nil": return .null
            default: return .identifier(name)
            }
        }
    }

    /// `(args)`, each `label: value` or `value`.
    private mutating func readArguments(depth: Int) -> [VMLArgument]? {
        guard take(0x28) else { return nil }  // "("
        var arguments: [VMLArgument] = []
        if take(0x29) { return arguments }  // ")"
        while true {
            skipSpaces()
            let start = position
            var label: String?
            if let name = readIdentifier(), take(0x3A) {  // ":"
                label = name
            } else {
                position = start
            }
            guard let value = readExpression(depth: depth + 1) else { return nil }
            arguments.append(VMLArgument(label, value))
            if take(0x29) { return arguments }  // ")"
            guard take(0x2C) else { return nil }  // ","
        }
    }

    /// `(255, 0, 0)` or `(210, 50%, 40%)` after `rgb`/`hsl`.
    private mutating func readColorComponents() -> [CSSColor.Component]? {
        guard take(0x28) else { return nil }  // "("
        var components: [CSSColor.Component] = []
        while true {
            skipSpaces()
            guard let value = readNumber() else { return nil }
            let percent = take(0x25)  // "%"
            components.append(CSSColor.Component(value, percent: percent))
            if take(0x29) { return components }  // ")"
            guard take(0x2C) else { return nil }  // ","
        }
    }

    // MARK: Tokens

    private mutating func readNumberOrAngle() -> VMLExpression? {
        guard let value = readNumber() else { return nil }
        if position + 3 <= bytes.count, bytes[position..<position + 3].elementsEqual("deg".utf8) {
            position += 3
            return .angle(degrees: value)
        }
        return .number(value)
    }

    /// `[+-]? (digits [. digits*] | . digits) ([eE] [+-]? digits)?`
    private mutating func readNumber() -> Double? {
        let start = position
        if current == 0x2D || current == 0x2B { position += 1 }  // "-" "+"
        let integerDigits = readDigits()
        var fractionDigits = 0
        if current == 0x2E {  // "."
            position += 1
            fractionDigits = readDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            position = start
            return nil
        }
        if current == 0x65 || current == 0x45 {  // "e" "E"
            let exponentStart = position
            position += 1
            if current == 0x2D || current == 0x2B { position += 1 }
            if readDigits() == 0 { position = exponentStart }
        }
        return Double(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func readDigits() -> Int {
        var count = 0
        while let byte = current, isDigit(byte) {
            position += 1
            count += 1
        }
        return count
    }

    /// An identifier, checked with the core's name rule.
    private mutating func readIdentifier() -> String? {
        let start = position
        while let byte = current, isIdentifierByte(byte) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        guard VMLName.isIdentifier(name) else {
            position = start
            return nil
        }
        return name
    }

    /// A double-quoted string with backslash escapes kept as read (only its presence matters here).
    private mutating func readString() -> VMLExpression? {
        position += 1
        let start = position
        while let byte = current {
            if byte == 0x5C {  // "\\"
                position += 2
                continue
            }
            if byte == 0x22 {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return .string(text)
            }
            position += 1
        }
        return nil
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Bytes an identifier or hex run may contain; the core's rule decides what is valid.
    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
