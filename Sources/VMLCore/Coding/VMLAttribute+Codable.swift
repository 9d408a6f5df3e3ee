// JSON form of an attribute: {"name": "systemName", "value": "star"}. Stable: see Docs/JSONForm.md.
extension VMLAttribute: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, value
    }

    /// Decodes `{"name": …, "value": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            try container.decode(String.self, forKey: .value)
        )
    }

    /// Encodes `{"name": …, "value": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(value, forKey: .value)
    }
}
