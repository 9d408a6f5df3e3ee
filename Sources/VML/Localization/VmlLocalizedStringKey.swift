@_spi(VMLInternals) import VMLCore

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

        /// The value's text whatever the locale: `nil` for a floating-point number.
        var untranslatedText: String? {
            switch self {
            case .string(let string): string
            case .integer(let integer): String(integer)
            case .double: nil
            }
        }
    }

    /// The interpolated values, the first held inline: most keys have one value or none
    /// (`"Row \(index)"`), and then no list is allocated, and freed, for a `Text`.
    struct Arguments: Hashable, Sendable {
        private var first: Argument?
        private var rest: [Argument] = []

        /// The value at `index`, or `nil` past the end.
        subscript(index: Int) -> Argument? {
            guard index > 0 else { return index == 0 ? first : nil }
            return index <= rest.count ? rest[index - 1] : nil
        }

        /// Adds a value at the end.
        mutating func append(_ argument: Argument) {
            if first == nil { first = argument } else { rest.append(argument) }
        }
    }

    /// The key: the literal, with `%@`, `%lld` or `%lf` where values were interpolated (and `%`
    /// written `%%` in a literal with interpolations).
    public let key: String

    /// The interpolated values, in order.
    let arguments: Arguments

    /// Whether the key is a format (it came from a literal with interpolations).
    let isFormat: Bool

    /// The text the key's own format gives with its values put in, made while interpolating:
    /// what a `Text` shows when no table translates the key. `nil` when a value's text depends
    /// on the locale (a floating-point number), and for a key that is no format.
    let untranslatedText: String?

    /// A key from a string value: `VmlLocalizedStringKey(name)`.
    public init(_ key: String) {
        self.key = key
        arguments = Arguments()
        isFormat = false
        untranslatedText = nil
    }

    /// A key from a literal: `"Settings"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from a literal with interpolations: `"Hello, \(name)"` → `Hello, %@`.
    public init(stringInterpolation: consuming StringInterpolation) {
        // The parts are moved out: copied, then destroyed with the interpolation, they went
        // through outlined copies and destroys (10 M instructions for the benchmark's 20,000
        // `"Row \(index)"` keys, against 2.4 M now).
        var key = ""
        var arguments = Arguments()
        var text: String? = nil
        swap(&key, &stringInterpolation.key)
        swap(&arguments, &stringInterpolation.arguments)
        swap(&text, &stringInterpolation.text)
        self.key = key
        self.arguments = arguments
        isFormat = true
        untranslatedText = text
    }

    /// Builds a key and its values from a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments = Arguments()
        /// The text so far with the values put in, while no value depends on the locale.
        var text: String? = ""
        /// Whether short keys and texts are joined from their words (``SmallASCII/layoutHolds``,
        /// read once a key).
        private let joinsSmallStrings = SmallASCII.layoutHolds

        /// Starts an empty key.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Literal text; `%` is written `%%`.
        ///
        /// A short key and text (`"Row \(index)"`: at most 15 ASCII bytes) are joined from their
        /// words: the standard library's append cost about 150 instructions each.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }  // the segment after a trailing interpolation
            if let joined = SmallASCII.joined(key, literal, refusing: 0x25, layoutHolds: joinsSmallStrings) {  // "%"
                key = joined
            } else {
                key += Self.hasPercentSign(literal) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            }
            if let current = text, let joined = SmallASCII.joined(current, literal, layoutHolds: joinsSmallStrings) {
                text = joined
            } else {
                text? += literal
            }
        }

        /// Whether `literal` has a `%`, read eight bytes at a time (``VMLASCII/string(_:contains:)``):
        /// `utf8.contains` walks them through the view's index, about 110 instructions a literal.
        private static func hasPercentSign(_ literal: String) -> Bool {
            VMLASCII.string(literal, contains: 0x25)  // "%"
        }

        /// A string value: `%@`.
        public mutating func appendInterpolation(_ string: String) {
            append(.string(string), specifier: "%@")
        }

        /// A `Text`'s string: `%@`.
        public mutating func appendInterpolation(_ text: VmlText) {
            append(.string(text.text), specifier: "%@")
        }

        /// An `Int`: `%lld` (the common case, without the generic conversion).
        ///
        /// ```swift
        /// let key: VmlLocalizedStringKey = "Row \(7)"
        /// key.key   // "Row %lld"
        /// ```
        public mutating func appendInterpolation(_ value: Int) {
            append(.integer(Int64(value)), specifier: "%lld")
        }

        /// An integer: `%lld`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(.integer(Int64(clamping: value)), specifier: "%lld")
        }

        /// A floating-point number: `%lf`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(.double(Double(value)), specifier: "%lf")
        }

        /// Any other value, by its description: `%@`.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(.string(String(describing: value)), specifier: "%@")
        }

        private mutating func append(_ argument: Argument, specifier: String) {
            if let joined = SmallASCII.joined(key, specifier, layoutHolds: joinsSmallStrings) {
                key = joined
            } else {
                key += specifier
            }
            if case .integer(let integer) = argument, let current = text,
                let joined = SmallASCII.joined(current, decimal: integer, layoutHolds: joinsSmallStrings)
            {
                text = joined  // the digits written into the text's words, not formatted as a string first
            } else if let value = argument.untranslatedText {
                text? += value
            } else {
                text = nil
            }
            arguments.append(argument)
        }
    }
}

extension VmlLocalizedStringKey {
    /// The text for `context`: the table's translation of the key (or the key), with the values
    /// put in place of the specifiers (`%@`, `%lld`, `%d`, `%lf`, `%f`, positional `%1$@`) and
    /// `%%` written `%`. A key without interpolations is used as is.
    func resolved(tableName: String?, in context: consuming VmlRenderContext?) -> String {
        // Unwrapped once, by moving: each optional read of the context copied it and destroyed
        // the copy, through the generic value witnesses of a type holding a `Locale`.
        switch consume context {
        case .none:
            guard isFormat else { return key }
            return untranslatedText ?? Self.substitute(key, arguments, locale: VmlRenderContext.fallbackLocale)
        case .some(let context):
            return resolved(tableName: tableName, with: context)
        }
    }

    private func resolved(tableName: String?, with context: VmlRenderContext) -> String {
        let format = context.translation(of: key, tableName: tableName) ?? key
        guard isFormat || format != key else { return key }
        if format == key, let untranslatedText { return untranslatedText }
        return Self.substitute(format, arguments, locale: context.locale)
    }

    /// Works on the format's UTF-8 bytes: every byte it looks for is ASCII, and the others are
    /// copied as they are.
    private static func substitute(_ format: String, _ arguments: Arguments, locale: Locale) -> String {
        let bytes = Array(format.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var index = 0
        var next = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x25, index < bytes.count else {  // "%"
                result.append(byte)
                continue
            }
            if bytes[index] == 0x25 {
                result.append(0x25)
                index += 1
                continue
            }
            // An optional position `n$`, then length modifiers, then the conversion.
            var cursor = index
            var number = 0
            while cursor < bytes.count, VMLASCII.isDigit(bytes[cursor]) {
                number = min(number * 10 + Int(bytes[cursor] - 0x30), Int(Int32.max))
                cursor += 1
            }
            var position: Int?
            if cursor > index, cursor < bytes.count, bytes[cursor] == 0x24 {  // "$"
                position = number - 1
                cursor += 1
            } else {
                cursor = index
            }
            while cursor < bytes.count, lengthModifiers.contains(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, conversions.contains(bytes[cursor]) else {
                result.append(byte)
                continue
            }
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            if let argument = arguments[argumentIndex] {
                result += text(of: argument, locale: locale).utf8
            } else {
                result += bytes[(index - 1)...cursor]
            }
            index = cursor + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `l h q z j t`: the length modifiers a specifier may have.
    private static let lengthModifiers: [UInt8] = Array("lhqzjt".utf8)
    /// The conversions a specifier may end with.
    private static let conversions: [UInt8] = Array("@dDiuUfFeEgGxXs".utf8)

    private static func text(of argument: Argument, locale: Locale) -> String {
        switch argument {
        case .double(let double): String(format: "%f", locale: locale, double)
        case .string, .integer: argument.untranslatedText ?? ""
        }
    }
}
