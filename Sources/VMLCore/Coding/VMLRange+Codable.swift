// JSON form of a range: {"kind": "closed", "lower": EXPRESSION, "upper": EXPRESSION}.
// Kinds: closed (a...b), halfOpen (a..<b), from (a...), through (...b), upTo (..<b); a bound the
// kind has no use for is left out. Stable: see Docs/JSONForm.md.
extension VMLRange: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, lower, upper
    }

    /// Decodes `{"kind": …, "lower": …, "upper": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .closed:
            self = .closed(
                try container.decode(VMLExpression.self, forKey: .lower),
                try container.decode(VMLExpression.self, forKey: .upper)
            )
        case .halfOpen:
            self = .halfOpen(
                try container.decode(VMLExpression.self, forKey: .lower),
                try container.decode(VMLExpression.self, forKey: .upper)
            )
        case .from: self = .from(try container.decode(VMLExpression.self, forKey: .lower))
        case .through: self = .through(try container.decode(VMLExpression.self, forKey: .upper))
        case .upTo: self = .upTo(try container.decode(VMLExpression.self, forKey: .upper))
        }
    }

    /// Encodes `{"kind": …, "lower": …, "upper": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(lower, forKey: .lower)
        try container.encodeIfPresent(upper, forKey: .upper)
    }
}

extension VMLRange.Kind: Codable {}
