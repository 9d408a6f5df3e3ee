// JSON form of a modifier: {"name": "padding", "arguments": [ARGUMENT, …]}
// (`arguments` left out when empty). Stable: see Docs/JSONForm.md.
extension VMLModifier: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, arguments
    }

    /// Decodes `{"name": …, "arguments": […]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            arguments: try container.decodeIfPresent([VMLArgument].self, forKey: .arguments) ?? []
        )
    }

    /// Encodes `{"name": …, "arguments": […]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
    }
}
