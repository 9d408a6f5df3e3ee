// JSON form of a CSS color: {"hex": "ff0000"} or
// {"function": "hsl", "components": [{"value": 210}, {"value": 50, "percent": true}, …]}.
// Stable: see Docs/JSONForm.md.
extension CSSColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case hex, function, components
    }

    /// Decodes `{"hex": …}` or `{"function": …, "components": […]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let digits = try container.decodeIfPresent(String.self, forKey: .hex) {
            self = .hex(digits)
        } else {
            self = .function(
                try container.decode(Function.self, forKey: .function),
                try container.decode([Component].self, forKey: .components)
            )
        }
    }

    /// Encodes `{"hex": …}` or `{"function": …, "components": […]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .hex(let digits):
            try container.encode(digits, forKey: .hex)
        case .function(let function, let components):
            try container.encode(function, forKey: .function)
            try container.encode(components, forKey: .components)
        }
    }
}

// A component: {"value": 50, "percent": true} (`percent` left out when false).
extension CSSColor.Component: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, percent
    }

    /// Decodes `{"value": …, "percent": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Double.self, forKey: .value),
            percent: try container.decodeIfPresent(Bool.self, forKey: .percent) ?? false
        )
    }

    /// Encodes `{"value": …, "percent": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        if isPercentage { try container.encode(true, forKey: .percent) }
    }
}
