// JSON form of an argument or tuple field: {"label": "size", "value": EXPRESSION}
// (`label` left out when unlabeled). Stable: see Docs/JSONForm.md.
extension VMLArgument: Codable {
    private enum CodingKeys: String, CodingKey {
        case label, value
    }

    /// Decodes `{"label": …, "value": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decodeIfPresent(String.self, forKey: .label),
            try container.decode(VMLExpression.self, forKey: .value)
        )
    }

    /// Encodes `{"label": …, "value": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encode(value, forKey: .value)
    }
}
