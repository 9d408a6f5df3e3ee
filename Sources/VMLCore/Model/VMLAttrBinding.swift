/// `attr(name type(<t>), fallback)`: binds one of the element's own attributes into a modifier.
///
/// ```swift
/// VMLExpression.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled"))
/// // attr(title type(<string>), "Untitled")
/// ```
public struct VMLAttrBinding: Hashable, Sendable, CustomStringConvertible {
    /// The attribute's name, an identifier.
    public var name: String
    /// The declared type, or `nil` for `attr(name)`.
    public var type: VMLAttrType?
    /// The value used when the attribute is missing or cannot be coerced.
    public var fallback: VMLExpression? {
        get {
            guard let fallbackBox, case .fallback(let fallback) = fallbackBox.contents else { return nil }
            return fallback
        }
        set { fallbackBox = newValue.map { ExpressionBox(.fallback($0)) } }
    }

    /// The box the fallback is held in, which is freed without deep recursion (see `ExpressionBox`):
    /// `nil` when there is no fallback.
    private(set) var fallbackBox: ExpressionBox?

    /// Creates a binding.
    public init(_ name: String, type: VMLAttrType? = nil, fallback: VMLExpression? = nil) {
        self.name = name
        self.type = type
        self.fallbackBox = fallback.map { ExpressionBox(.fallback($0)) }
    }

    /// Whether the two bind the same attribute, as the same type, with the same fallback.
    public static func == (lhs: VMLAttrBinding, rhs: VMLAttrBinding) -> Bool {
        VMLExpression.attr(lhs) == .attr(rhs)
    }

    /// Hashes the name, the type and the fallback as ``VMLExpression/hash(into:)`` does.
    public func hash(into hasher: inout Hasher) { VMLExpression.attr(self).hash(into: &hasher) }

    /// The binding's canonical text: `attr(title type(<string>), "Untitled")`.
    public var description: String { VMLExpression.attr(self).debugText }
}

/// The eight types an `attr(…)` binding can declare: `type(<string>)` and so on.
public enum VMLAttrType: String, Hashable, Sendable, CaseIterable, Codable {
    /// `<string>`
    case string
    /// `<number>`
    case number
    /// `<integer>`
    case integer
    /// `<length>`
    case length
    /// `<angle>`
    case angle
    /// `<color>`
    case color
    /// `<url>`
    case url
    /// `<boolean>`
    case boolean
}
