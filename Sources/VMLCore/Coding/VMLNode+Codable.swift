// JSON form of a node (stable: see Docs/JSONForm.md):
// text:    {"text": "Hello"}
// element: {"element": "VStack", "attributes": [...], "style": [...], "children": [...]}
//          (`attributes`, `style` and `children` are left out when empty)
extension VMLNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, element, attributes, style, children
    }

    /// Decodes a text node or an element node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
            return
        }
        guard let name = try container.decodeIfPresent(String.self, forKey: .element) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a node needs a \"text\" or an \"element\" key"
                )
            )
        }
        self = .element(
            Element(
                name,
                attributes: try container.decodeIfPresent([VMLAttribute].self, forKey: .attributes) ?? [],
                style: VMLStyle(try container.decodeIfPresent([VMLModifier].self, forKey: .style) ?? []),
                children: try container.decodeIfPresent([VMLNode].self, forKey: .children) ?? []
            )
        )
    }

    /// Encodes `{"text": …}` or `{"element": …, …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text):
            try container.encode(text, forKey: .text)
        case .element(let element):
            try container.encode(element.name, forKey: .element)
            if !element.attributes.isEmpty { try container.encode(element.attributes, forKey: .attributes) }
            if !element.style.isEmpty { try container.encode(element.style.modifiers, forKey: .style) }
            if !element.children.isEmpty { try container.encode(element.children, forKey: .children) }
        }
    }
}
