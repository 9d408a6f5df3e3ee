/// A `Text`'s localization key (SwiftUI's `LocalizedStringKey`): a string literal, or a literal
/// with interpolations, whose key has a format specifier for each value.
///
/// ```swift
/// let name = "Ada"
/// let key: VmlLocalizedStringKey = "Hello, \(name)! You have \(3) tasks."
/// key.key   // "Hello, %@! You have %lld tasks."
/// ```
/// `VmlText("…")` with a literal takes a key; `VmlText(someString)` with a `String` value is
/// written as is, as SwiftUI's `Text` does.
public struct VmlLocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// One interpolated value, kept typed so it is formatted for the rendering locale.
    enum Argument: Hashable, Sendable {
        case string(String)
        case integer(Int64)
        case double(Double)
    }

    /// The key: the literal, with `%@`, `%lld` or `%lf` where values were interpolated (and `%`
    /// written `%%` in a literal with interpolations).
    public let key: String

    /// The interpolated values, in order.
    let arguments: [Argument]

    /// Whether the key is a format (it came from a literal with interpolations).
    let isFormat: Bool

    /// A key from a string value: `VmlLocalizedStringKey(name)`.
    public init(_ key: String) {
        self.key = key
        arguments = []
        isFormat = false
    }

    /// A key from a literal: `"Settings"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from a literal with interpolations: `"Hello, \(name)"` → `Hello, %@`.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        isFormat = true
    }

    /// Builds a key and its values from a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        /// Starts an empty key.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Literal text; `%` is written `%%`.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.utf8.contains(0x25) ? literal.replacingOccurrences(of: "%", with: "%%") : literal  // "%"
        }

        /// A string value: `%@`.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// A `Text`'s string: `%@`.
        public mutating func appendInterpolation(_ text: VmlText) {
            key += "%@"
            arguments.append(.string(text.text))
        }

        /// An integer: `%lld`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(.integer(Int64(clamping: value)))
        }

        /// A floating-point number: `%lf`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            key += "%lf"
            arguments.append(.double(Double(value)))
        }

        /// Any other value, by its description: `%@`.
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.string(String(describing: value)))
        }
    }
}

extension VmlLocalizedStringKey {
    /// The text for `context`: the table's translation of the key (or the key), with the values
    /// put in place of the specifiers (`%@`, `%lld`, `%d`, `%lf`, `%f`, positional `%1$@`) and
    /// `%%` written `%`. A key without interpolations is used as is.
    func resolved(tableName: String?, in context: VmlRenderContext?) -> String {
        let format = context?.translation(of: key, tableName: tableName) ?? key
        guard isFormat || format != key else { return key }
        return Self.substitute(format, arguments, locale: context?.locale ?? VmlRenderContext.fallbackLocale)
    }

    private static func substitute(_ format: String, _ arguments: [Argument], locale: Locale) -> String {
        var result = ""
        var index = format.startIndex
        var next = 0
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%", index < format.endIndex else {
                result.append(character)
                continue
            }
            if format[index] == "%" {
                result.append("%")
                index = format.index(after: index)
                continue
            }
            // An optional position `n$`, then length modifiers, then the conversion.
            var cursor = index
            var digits = ""
            while cursor < format.endIndex, let digit = format[cursor].wholeNumberValue, digit >= 0 {
                digits.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            var position: Int?
            if !digits.isEmpty, cursor < format.endIndex, format[cursor] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor = format.index(after: cursor)
            } else {
                cursor = index
            }
            while cursor < format.endIndex, "lhqzjt".contains(format[cursor]) { cursor = format.index(after: cursor) }
            guard cursor < format.endIndex, "@dDiuUfFeEgGxXs".contains(format[cursor]) else {
                result.append(character)
                continue
            }
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(argumentIndex) {
                result += text(of: arguments[argumentIndex], locale: locale)
            } else {
                result += String(format[format.index(before: index)...cursor])
            }
            index = format.index(after: cursor)
        }
        return result
    }

    private static func text(of argument: Argument, locale: Locale) -> String {
        switch argument {
        case .string(let string): string
        case .integer(let integer): String(integer)
        case .double(let double): String(format: "%f", locale: locale, double)
        }
    }
}
