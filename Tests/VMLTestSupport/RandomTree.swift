import VMLCore

/// Random VML trees for round-trip and property tests: deep and wide trees, every expression kind,
/// and strings full of what escaping must get right (quotes, `<`, `&`, `]]>`, newlines, tabs,
/// edge spaces, emoji, combining marks).
///
/// Every tree it makes is writable (valid names, finite numbers, 6- or 8-digit hex colors) and
/// free of characters XML forbids, so the round trip is exact:
/// `parse(serialize(tree)) == tree.canonicalized()`.
///
/// ```swift
/// var random = RandomTree(seed: 42)
/// let document = random.document()
/// ```
public struct RandomTree {
    /// The numbers behind every choice; its seed replays a tree.
    public var generator: SeededGenerator
    /// How deep elements nest at most.
    public var maximumDepth: Int
    /// How many children an element has at most.
    public var maximumChildren: Int

    /// Creates a tree maker from a seed.
    public init(seed: UInt64, maximumDepth: Int = 4, maximumChildren: Int = 4) {
        generator = SeededGenerator(seed: seed)
        self.maximumDepth = maximumDepth
        self.maximumChildren = maximumChildren
    }

    static let elementNames = ["VStack", "HStack", "Text", "Image", "List", "Gauge.Label", "Card", "_x", "A1", "ToolbarItem"]
    static let attributeNames = ["id", "template", "title", "systemName", "phx-click", "data-id", "xlink:href", "a.b", "_z", "Z", "w"]
    static let identifiers = ["blue", "red", "system", "opacity", "padding", "frame", "x", "_y", "Color", "Gradient", "Stop", "init", "a1"]
    static let textPieces = [
        "Hello", " ", "  ", "\"", "'", "<", ">", "&", "]]>", "\n", "\t", "\r", "\r\n", "é", "e\u{301}", "😀", "👩‍👩‍👧",
        "a", "Z", "0", "&amp;", "&#10;", "\\", "{", "}", ":", "attr(x)", "中文", "\u{FFFD}", "\u{A0}",
    ]

    /// A random document of a few top-level nodes.
    public mutating func document() -> VMLDocument {
        VMLDocument((0..<(1 + generator.below(3))).map { _ in node(depth: 0) })
    }

    /// A random node; elements nest at most `maximumDepth - depth` more levels.
    public mutating func node(depth: Int) -> VMLNode {
        if depth >= maximumDepth || generator.chance(0.25) { return .text(text()) }
        return .element(element(depth: depth))
    }

    /// A random element.
    public mutating func element(depth: Int) -> VMLNode.Element {
        var element = VMLNode.Element(generator.pick(Self.elementNames))
        for _ in 0..<generator.below(4) {
            let name = generator.pick(Self.attributeNames)
            element.attributes.append(VMLAttribute(name, name == "template" ? identifier() : text()))
        }
        element.style = VMLStyle((0..<generator.below(4)).map { _ in modifier() })
        let count = depth + 1 >= maximumDepth ? generator.below(2) : generator.below(maximumChildren + 1)
        element.children = (0..<count).map { _ in node(depth: depth + 1) }
        return element
    }

    /// A random string, empty now and then.
    public mutating func text() -> String {
        (0..<generator.below(6)).map { _ in generator.pick(Self.textPieces) }.joined()
    }

    /// A random identifier that is a valid style name.
    public mutating func identifier() -> String {
        generator.pick(Self.identifiers)
    }

    /// A random modifier with up to four arguments.
    public mutating func modifier() -> VMLModifier {
        VMLModifier(identifier(), arguments: (0..<generator.below(5)).map { _ in argument(depth: 0) })
    }

    /// A random argument, labeled half the time.
    public mutating func argument(depth: Int) -> VMLArgument {
        VMLArgument(generator.chance(0.5) ? identifier() : nil, expression(depth: depth))
    }

    /// A random finite number: integers, fractions, tiny and huge magnitudes, negative zero.
    public mutating func number() -> Double {
        switch generator.below(7) {
        case 0: Double(generator.below(1000)) - 500
        case 1: Double(generator.below(10_000)) / 100
        case 2: -0.0
        case 3: Double(generator.below(1000) + 1) * 1e-9
        case 4: Double(generator.below(1000) + 1) * 1e14
        case 5: Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)  // any finite positive double
        default: Double(generator.below(7)) / 7
        }
    }

    /// A random expression of any kind; nesting stops after a few levels.
    public mutating func expression(depth: Int) -> VMLExpression {
        let leafKinds = 11
        let kind = depth >= 3 ? generator.below(leafKinds) : generator.below(leafKinds + 7)
        switch kind {
        case 0: return .number(number())
        case 1: return .angle(degrees: number())
        case 2: return .string(text())
        case 3: return .boolean(generator.chance(0.5))
        case 4: return .null
        case 5:
            let digits = (0..<(generator.chance(0.5) ? 6 : 8)).map { _ in generator.pick(Array("0123456789abcdefABCDEF")) }
            return .color(.hex(String(digits)))
        case 6:
            let function = generator.pick(CSSColor.Function.allCases)
            let count = function == .rgb || function == .hsl ? 3 : 4
            return .color(.function(function, (0..<count).map { _ in .init(number(), percent: generator.chance(0.3)) }))
        case 7: return .symbol(identifier())
        case 8: return .identifier(generator.pick(["Color", "Gradient", "EdgeInsets", "Font"]))
        case 9: return .implicitMember(identifier())
        case 10:
            let type = generator.chance(0.5) ? generator.pick(VMLAttrType.allCases) : nil
            let fallback = generator.chance(0.5) ? expression(depth: depth + 1) : nil
            return .attr(VMLAttrBinding(identifier(), type: type, fallback: fallback))
        case 11: return .array((0..<generator.below(4)).map { _ in expression(depth: depth + 1) })
        case 12:
            // Two or more fields, or one labeled field, so a tuple never reads as parentheses.
            let count = 1 + generator.below(3)
            return .tuple(
                (0..<count).map { _ in
                    VMLArgument(count == 1 || generator.chance(0.5) ? identifier() : nil, expression(depth: depth + 1))
                }
            )
        case 13:
            let lower = VMLExpression.number(number())
            let upper = VMLExpression.number(number())
            return .range(generator.pick([.closed(lower, upper), .halfOpen(lower, upper), .from(lower), .through(upper), .upTo(upper)]))
        case 14: return .member(postfixBase(depth: depth + 1), identifier())
        case 15: return .call(postfixBase(depth: depth + 1), (0..<generator.below(3)).map { _ in argument(depth: depth + 1) })
        case 16:
            let stops = (0..<(1 + generator.below(3))).map { position -> VMLExpression in
                let location: Double = generator.chance(0.5) ? Double(position) / 2 : number()
                let color = VMLExpression.implicitMember(identifier())
                let arguments = [VMLArgument("color", color), VMLArgument("location", .number(location))]
                return generator.chance(0.5) ? .call(.implicitMember("init"), arguments) : .call(.path("Gradient.Stop"), arguments)
            }
            return .call(.implicitMember("linearGradient"), [VMLArgument("stops", .array(stops))])
        default: return .call(.implicitMember(identifier()), [argument(depth: depth + 1)])
        }
    }

    /// A base that `.member` and calls can follow: a name, an implicit member, or a member or call.
    mutating func postfixBase(depth: Int) -> VMLExpression {
        switch generator.below(depth >= 3 ? 2 : 4) {
        case 0: return .identifier(generator.pick(["Color", "Gradient", "Font"]))
        case 1: return .implicitMember(identifier())
        case 2: return .member(postfixBase(depth: depth + 1), identifier())
        default: return .call(postfixBase(depth: depth + 1), [argument(depth: depth + 1)])
        }
    }
}
