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
    /// serializer throws it instead of writing a value the parser would not read back. Boxed,
    /// so the common attribute stays two strings and a null pointer.
    private var unwritable: UnwritableValue?

    /// See `unwritable`.
    package var unwritableReason: VMLSerializationError.Reason? { unwritable?.reason }

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// An attribute whose value cannot be written: serializing it throws `reason`.
    package init(_ name: String, unwritable reason: VMLSerializationError.Reason) {
        self.name = name
        self.value = ""
        self.unwritable = UnwritableValue(reason: reason)
    }
}

/// The reason an attribute's value cannot be written.
private final class UnwritableValue: Sendable {
    let reason: VMLSerializationError.Reason

    init(reason: VMLSerializationError.Reason) {
        self.reason = reason
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
    package mutating func setAttribute(_ attribute: consuming VMLAttribute) {
        // The first attribute (the DSL's usual case) as a one-element literal, allocated at its
        // size: `append` grew the empty list through the runtime's generic copy of its elements.
        guard readAttributes({ !$0.isEmpty }) else {
            attributes = [attribute]
            return
        }
        guard let index = attributes.firstIndex(where: { $0.name == attribute.name }) else {
            attributes.append(attribute)
            return
        }
        attributes.removeAll(where: { $0.name == attribute.name })
        attributes.insert(attribute, at: index)
    }
}

extension VMLNode.Element {
    /// Whether `name` is `template`, the attribute that places an element in a parent's slot
    /// (compared by length first: most names are not eight bytes long).
    ///
    /// ```swift
    /// VMLNode.Element.isTemplateAttribute("template")   // true
    /// ```
    @_spi(VMLInternals) public static func isTemplateAttribute(_ name: String) -> Bool {
        AttributeOrder.fixedRank(name) == 1
    }

    /// The value of the last `template` attribute, or `nil`: `self[attribute: "template"]`
    /// without comparing each attribute name as a whole string.
    ///
    /// ```swift
    /// VMLNode.Element("Text", attributes: [VMLAttribute("template", "label")]).templateName   // "label"
    /// ```
    @_spi(VMLInternals) public var templateName: String? {
        readAttributes { attributes in
            for index in attributes.indices.reversed() where Self.isTemplateAttribute(attributes[index].name) {
                return attributes[index].value
            }
            return nil
        }
    }
}
