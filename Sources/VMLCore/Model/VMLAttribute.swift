/// An element attribute: a name and its string value, held unescaped.
///
/// ```swift
/// VMLAttribute("systemName", "star.fill")
/// ```
public struct VMLAttribute: Sendable {
    /// The attribute name, such as `systemName`, `phx-click` or `data-id`.
    public var name: String
    /// The value, unescaped (`a"b`, not `a&quot;b`).
    public var value: String
    /// Why this attribute's value has no VML text (a NaN spacing given to the DSL, say): the
    /// serializer throws it instead of writing a value the parser would not read back.
    package var unwritableReason: VMLSerializationError.Reason?

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// An attribute whose value cannot be written: serializing it throws `reason`.
    package init(_ name: String, unwritable reason: VMLSerializationError.Reason) {
        self.name = name
        self.value = ""
        self.unwritableReason = reason
    }
}

extension VMLAttribute: Hashable {
    /// Whether the names and values are equal (an unwritable value compares as its empty text).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value
    }

    /// Feeds the name and value to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}

extension VMLNode.Element {
    /// Sets `attribute`, replacing every attribute of its name where the first one stood (the
    /// last value set wins), or appending it.
    package mutating func setAttribute(_ attribute: VMLAttribute) {
        guard let index = attributes.firstIndex(where: { $0.name == attribute.name }) else {
            attributes.append(attribute)
            return
        }
        attributes.removeAll(where: { $0.name == attribute.name })
        attributes.insert(attribute, at: index)
    }
}
