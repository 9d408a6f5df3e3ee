/// `attr(name type(<t>), fallback)`: binds one of the element's own attributes into a modifier.
///
/// ```swift
/// VMLExpression.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled"))
/// // attr(title type(<string>), "Untitled")
/// ```
public struct VMLAttrBinding: Hashable, Sendable {
    /// The attribute's name, an identifier.
    public var name: String
    /// The declared type, or `nil` for `attr(name)`.
    public var type: VMLAttrType?
    /// The value used when the attribute is missing or cannot be coerced.
    public var fallback: VMLExpression?

    /// Creates a binding.
    public init(_ name: String, type: VMLAttrType? = nil, fallback: VMLExpression? = nil) {
        self.name = name
        self.type = type
        self.fallback = fallback
    }
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
