// JSON form of a style: an array of modifiers. Stable: see Docs/JSONForm.md.
extension VMLStyle: Codable {
    /// Decodes `[MODIFIER, …]`.
    public init(from decoder: any Decoder) throws {
        self.init(try [VMLModifier](from: decoder))
    }

    /// Encodes `[MODIFIER, …]`.
    public func encode(to encoder: any Encoder) throws {
        try modifiers.encode(to: encoder)
    }
}
