// JSON form of a document: `{"nodes": [NODE, …]}`. Stable: see Docs/JSONForm.md.
extension VMLDocument: Codable {
    private enum CodingKeys: String, CodingKey {
        case nodes
    }

    /// Decodes `{"nodes": [...]}`; a missing `nodes` is an empty document.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decodeIfPresent([VMLNode].self, forKey: .nodes) ?? [])
    }

    /// Encodes `{"nodes": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nodes, forKey: .nodes)
    }
}
