// JSON form of an attr(…) binding: {"name": "title", "type": "string", "fallback": EXPRESSION}
// (`type` and `fallback` left out when absent). Stable: see Docs/JSONForm.md.
extension VMLAttrBinding: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, type, fallback
    }

    /// Decodes `{"name": …, "type": …, "fallback": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            type: try container.decodeIfPresent(VMLAttrType.self, forKey: .type),
            fallback: try container.decodeIfPresent(VMLExpression.self, forKey: .fallback)
        )
    }

    /// Encodes `{"name": …, "type": …, "fallback": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(fallback, forKey: .fallback)
    }
}
