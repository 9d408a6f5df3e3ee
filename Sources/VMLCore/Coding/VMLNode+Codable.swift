// JSON form of a node (stable: see Docs/JSONForm.md):
// text:    {"text": "Hello"}
// element: {"element": "VStack", "attributes": [...], "style": [...], "children": [...]}
//          (`attributes`, `style` and `children` are left out when empty)
extension VMLNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, element, attributes, style, children
    }

    /// Decodes a text node or an element node.
    ///
    /// Trees nested deeper than ``VMLLimits/maximumCodingDepth`` throw `DecodingError.dataCorrupted`
    /// (decoding recurses through the decoder, so the depth is bounded before the stack is).
    public init(from decoder: any Decoder) throws {
        guard Self.codingDepth(of: decoder.codingPath) <= VMLLimits.maximumCodingDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "elements nest more than \(VMLLimits.maximumCodingDepth) deep (VMLLimits.maximumCodingDepth)"
                )
            )
        }
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
    ///
    /// Trees nested deeper than ``VMLLimits/maximumCodingDepth`` throw `EncodingError.invalidValue`.
    public func encode(to encoder: any Encoder) throws {
        guard Self.codingDepth(of: encoder.codingPath) <= VMLLimits.maximumCodingDepth else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "elements nest more than \(VMLLimits.maximumCodingDepth) deep (VMLLimits.maximumCodingDepth)"
                )
            )
        }
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

extension VMLNode {
    /// How many elements enclose a node at `codingPath`: one `children` key for each.
    /// Every `children` key is followed by an index, so a path of up to twice the limit is
    /// within it and needs no count.
    private static func codingDepth(of codingPath: [any CodingKey]) -> Int {
        if codingPath.count <= 2 * VMLLimits.maximumCodingDepth { return codingPath.count / 2 }
        return codingPath.reduce(0) { depth, key in key.stringValue == CodingKeys.children.stringValue ? depth + 1 : depth }
    }
}
