/// A modifier name or argument label as the DSL hands it to the writer: a literal of the DSL's own
/// source, or a string from elsewhere.
///
/// A literal is a constant the DSL's code spells, so it is checked against the style-name rule
/// (``VMLName/isStyleName(_:)``) only in debug builds, where every modifier's tests write it; a
/// string is checked on every write, as the serializer checks a ``VMLModifier``'s name.
///
/// ```swift
/// VMLStyleName(literal: "padding").string   // "padding"
/// ```
@_spi(VMLInternals) public enum VMLStyleName: Sendable {
    /// A literal of the DSL's own source.
    case literal(StaticString)
    /// Any other string.
    case string(String)

    /// A literal of the DSL's own source.
    ///
    /// ```swift
    /// VMLStyleName(literal: "frame")   // .literal("frame")
    /// ```
    public init(literal: StaticString) {
        self = .literal(literal)
    }

    /// The name as a string.
    ///
    /// ```swift
    /// VMLStyleName.string("padding").string   // "padding"
    /// ```
    public var string: String {
        switch self {
        case .literal(let literal): literal.description
        case .string(let string): string
        }
    }
}
