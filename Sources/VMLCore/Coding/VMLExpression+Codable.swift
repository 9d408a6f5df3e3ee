// JSON form of an expression: an object with exactly one key naming its kind.
// Stable: see Docs/JSONForm.md.
//   {"number": 8}            {"angle": 45}             {"string": "Hi"}
//   {"boolean": true}        {"nil": true}             {"symbol": "bg"}
//   {"color": COLOR}         {"attr": ATTR}            {"array": [EXPRESSION, …]}
//   {"tuple": [ARGUMENT, …]} {"range": RANGE}          {"identifier": "Color"}
//   {"implicitMember": "blue"}
//   {"member": {"base": EXPRESSION, "name": "opacity"}}
//   {"call": {"callee": EXPRESSION, "arguments": [ARGUMENT, …]}}
extension VMLExpression: Codable {
    private enum Kind: String, CodingKey, CaseIterable {
        case number, angle, string, boolean, `nil`, color, symbol, attr, array, tuple, range
        case identifier, implicitMember, member, call
    }

    private enum PartKeys: String, CodingKey {
        case base, name, callee, arguments
    }

    /// The longest coding path an expression may have: elements nested as deep as the JSON form
    /// allows (a `children` key and an index each), a style's modifier and argument, then
    /// expressions nested as deep as a style may (up to four keys each, a call's argument being
    /// `call`, `arguments`, an index and `value`). Coding is recursive, so a deeper expression
    /// built in code is refused rather than coded.
    private static let maximumCodingPath = 2 * VMLLimits.maximumCodingDepth + 4 * VMLLimits.maximumStyleNesting + 16

    /// The error message for an expression past ``maximumCodingPath``.
    private static let tooDeep = "an expression nested more than \(VMLLimits.maximumStyleNesting) deep (VMLLimits.maximumStyleNesting)"

    /// Decodes a one-key object.
    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumCodingPath else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: Self.tooDeep))
        }
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an expression is an object with exactly one of the keys "
                        + Kind.allCases.map(\.rawValue).joined(separator: ", ")
                )
            )
        }
        switch kind {
        case .number: self = .number(try container.decode(Double.self, forKey: kind))
        case .angle: self = .angle(degrees: try container.decode(Double.self, forKey: kind))
        case .string: self = .string(try container.decode(String.self, forKey: kind))
        case .boolean: self = .boolean(try container.decode(Bool.self, forKey: kind))
        case .nil: self = .null
        case .color: self = .color(try container.decode(CSSColor.self, forKey: kind))
        case .symbol: self = .symbol(try container.decode(String.self, forKey: kind))
        case .attr: self = .attr(try container.decode(VMLAttrBinding.self, forKey: kind))
        case .array: self = .array(try container.decode([VMLExpression].self, forKey: kind))
        case .tuple: self = .tuple(try container.decode([VMLArgument].self, forKey: kind))
        case .range: self = .range(try container.decode(VMLRange.self, forKey: kind))
        case .identifier: self = .identifier(try container.decode(String.self, forKey: kind))
        case .implicitMember: self = .implicitMember(try container.decode(String.self, forKey: kind))
        case .member:
            let parts = try container.nestedContainer(keyedBy: PartKeys.self, forKey: kind)
            self = .member(
                try parts.decode(VMLExpression.self, forKey: .base),
                try parts.decode(String.self, forKey: .name)
            )
        case .call:
            let parts = try container.nestedContainer(keyedBy: PartKeys.self, forKey: kind)
            self = .call(
                try parts.decode(VMLExpression.self, forKey: .callee),
                try parts.decodeIfPresent([VMLArgument].self, forKey: .arguments) ?? []
            )
        }
    }

    /// Encodes a one-key object.
    public func encode(to encoder: any Encoder) throws {
        // Read where the expression is stored, before any recursion: an expression deeper than a
        // style may nest is refused where its encoding starts, so encoding it never goes deep on
        // the stack (a task's stack is small, and smaller still under a sanitizer).
        guard encoder.codingPath.count <= Self.maximumCodingPath, nestingDepth < VMLLimits.maximumStyleNesting else {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: Self.tooDeep))
        }
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .number(let value): try container.encode(value, forKey: .number)
        case .angle(let degrees): try container.encode(degrees, forKey: .angle)
        case .string(let value): try container.encode(value, forKey: .string)
        case .boolean(let value): try container.encode(value, forKey: .boolean)
        case .null: try container.encode(true, forKey: .nil)
        case .color(let color): try container.encode(color, forKey: .color)
        case .symbol(let name): try container.encode(name, forKey: .symbol)
        case .attr(let binding): try container.encode(binding, forKey: .attr)
        case .array(let items): try container.encode(items.elements, forKey: .array)
        case .tuple(let fields): try container.encode(fields.fields, forKey: .tuple)
        case .range(let range): try container.encode(range, forKey: .range)
        case .identifier(let name): try container.encode(name, forKey: .identifier)
        case .implicitMember(let name): try container.encode(name, forKey: .implicitMember)
        case .member(let member):
            var parts = container.nestedContainer(keyedBy: PartKeys.self, forKey: .member)
            try parts.encode(member.base, forKey: .base)
            try parts.encode(member.name, forKey: .name)
        case .call(let call):
            var parts = container.nestedContainer(keyedBy: PartKeys.self, forKey: .call)
            try parts.encode(call.callee, forKey: .callee)
            try parts.encode(call.arguments, forKey: .arguments)
        }
    }
}
