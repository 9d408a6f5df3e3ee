/// A CSS color literal inside a style: `#rrggbb`, `#rrggbbaa`, or an `rgb`/`rgba`/`hsl`/`hsla` call.
public enum CSSColor: Hashable, Sendable {
    /// Hex digits without the `#`: six (`ff0000`) or eight (`ff000080`). Written lower-cased.
    case hex(String)
    /// A color function such as `hsl(210, 50%, 40%)`.
    case function(Function, [Component])

    /// The CSS color functions VML reads.
    public enum Function: String, Hashable, Sendable, CaseIterable, Codable {
        /// `rgb(r, g, b)`
        case rgb
        /// `rgba(r, g, b, a)`
        case rgba
        /// `hsl(h, s%, l%)`
        case hsl
        /// `hsla(h, s%, l%, a)`
        case hsla
    }

    /// One argument of a color function: a number, optionally with a `%` suffix.
    public struct Component: Hashable, Sendable {
        /// The number.
        public var value: Double
        /// Whether it is written with `%`.
        public var isPercentage: Bool

        /// Creates a component: `Component(50, percent: true)` is `50%`.
        public init(_ value: Double, percent: Bool = false) {
            self.value = value
            self.isPercentage = percent
        }
    }

    /// The canonical form: hex digits lower-cased. Everything else is kept.
    public var canonical: CSSColor {
        if case .hex(let digits) = self {
            return .hex(digits.lowercased())
        }
        return self
    }

    /// Whether the hex digits are six or eight ASCII hex digits (always true for functions).
    public var isWritable: Bool {
        guard case .hex(let digits) = self else { return true }
        let bytes = digits.utf8
        guard bytes.count == 6 || bytes.count == 8 else { return false }
        return bytes.allSatisfy { VMLASCII.isHexDigit($0) }
    }

    /// Reads `rgb(1, 2, 3)`-shaped calls as colors: a callee named `rgb`, `rgba`, `hsl` or `hsla`
    /// whose arguments are all unlabeled numbers. Returns `nil` for any other call.
    ///
    /// The parser and `canonicalize()` both use this, so a call built by hand in that shape
    /// canonicalizes to the color the parser would read.
    public init?(callee: VMLExpression, arguments: [VMLArgument]) {
        guard case .identifier(let name) = callee, let function = Function(rawValue: name) else {
            return nil
        }
        var components: [Component] = []
        components.reserveCapacity(arguments.count)
        for argument in arguments {
            guard argument.label == nil, case .number(let value) = argument.value else { return nil }
            components.append(Component(value))
        }
        self = .function(function, components)
    }
}
