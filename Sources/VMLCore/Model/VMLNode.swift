/// One node of a VML tree: an element or a run of text.
///
/// A string literal is a text node, so children read naturally:
/// ```swift
/// let node: VMLNode = .element("Text", children: ["Hello"])
/// ```
public enum VMLNode: Hashable, Sendable {
    /// An element such as `<VStack>…</VStack>`.
    case element(Element)
    /// Character data, held unescaped (`"a < b"`, not `"a &lt; b"`).
    case text(String)

    /// Makes an element node.
    ///
    /// ```swift
    /// VMLNode.element("Image", attributes: ["systemName": "star"], style: [VMLModifier("foregroundColor", .member("red"))])
    /// ```
    public static func element(
        _ name: String,
        attributes: KeyValuePairs<String, String> = [:],
        style: VMLStyle = [],
        children: [VMLNode] = []
    ) -> VMLNode {
        .element(
            Element(
                name,
                attributes: attributes.map { VMLAttribute($0.key, $0.value) },
                style: style,
                children: children
            )
        )
    }

    /// The element, when this node is one.
    public var element: Element? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// The text, when this node is a text node.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

extension VMLNode: ExpressibleByStringLiteral {
    /// A string literal is a text node.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension VMLNode {
    /// An element: a name, ordered attributes, a style (its modifiers) and ordered children.
    ///
    /// `style` is never one of `attributes`: it is the typed list of modifiers that the
    /// serializer writes as the `style="…"` attribute.
    public struct Element: Hashable, Sendable {
        /// The element name, such as `VStack` or `Gauge.Label`.
        public var name: String
        /// The attributes in their stored order. The serializer writes them in canonical order.
        public var attributes: [VMLAttribute]
        /// The modifiers, applied left to right.
        public var style: VMLStyle
        /// The child nodes, in document order.
        public var children: [VMLNode]

        /// Creates an element.
        public init(
            _ name: String,
            attributes: [VMLAttribute] = [],
            style: VMLStyle = [],
            children: [VMLNode] = []
        ) {
            self.name = name
            self.attributes = attributes
            self.style = style
            self.children = children
        }

        /// The value of the attribute `name`, or `nil`.
        ///
        /// Setting a value replaces every attribute of that name (the last value set wins);
        /// setting `nil` removes it.
        public subscript(attribute name: String) -> String? {
            get { attributes.last(where: { $0.name == name })?.value }
            set {
                if let index = attributes.firstIndex(where: { $0.name == name }) {
                    attributes.removeAll(where: { $0.name == name })
                    if let newValue {
                        attributes.insert(VMLAttribute(name, newValue), at: index)
                    }
                } else if let newValue {
                    attributes.append(VMLAttribute(name, newValue))
                }
            }
        }
    }
}
