/// An element attribute: a name and its string value, held unescaped.
///
/// ```swift
/// VMLAttribute("systemName", "star.fill")
/// ```
public struct VMLAttribute: Hashable, Sendable {
    /// The attribute name, such as `systemName`, `phx-click` or `data-id`.
    public var name: String
    /// The value, unescaped (`a"b`, not `a&quot;b`).
    public var value: String

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
