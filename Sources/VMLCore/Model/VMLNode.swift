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

    /// The element's name, or the empty string for text (for the serializer's error paths).
    var elementName: String {
        if case .element(let element) = self { return element.name }
        return ""
    }

    /// Whether `nodes[index]` is a text node, read from its tag alone (see
    /// ``leafKind(_:at:)``).
    static func isText(_ nodes: [VMLNode], at index: Int) -> Bool {
        leafKind(nodes, at: index) == .text
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
