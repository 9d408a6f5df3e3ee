import VMLCore

/// A small, fast, seedable generator (SplitMix64), so a failing case can be replayed by seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random VML trees that the serializer can write: every expression kind, deep and wide trees,
/// and strings full of quotes, `<`, `&`, `]]>`, line ends, tabs, edge spaces, emoji and
/// combining marks.
public struct RandomTreeGenerator {
    /// The numbers behind every choice; its seed replays a tree.
    public var random: SeededGenerator
    /// How many elements may still be made (keeps cases small and fast).
    public var budget: Int

    /// Creates a tree maker from a seed; `budget` caps the number of elements.
    public init(seed: UInt64, budget: Int = 12) {
        random = SeededGenerator(seed: seed)
        self.budget = budget
    }

    /// `true` with a chance of `percent` in 100.
    public mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// One item of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    // MARK: Documents

    /// A document of up to three top-level nodes, elements nesting at most `maximumDepth` deep.
    public mutating func document(maximumDepth: Int = 6) -> VMLDocument {
        VMLDocument(nodes(depth: 0, maximumDepth: maximumDepth, count: Int.random(in: 0...3, using: &random)))
    }

    /// A single chain of elements `depth` deep, each with some content.
    public mutating func deepDocument(depth: Int) -> VMLDocument {
        var node = VMLNode.element(element(depth: 0, maximumDepth: 0))
        for _ in 0..<depth {
            var parent = element(depth: 0, maximumDepth: 0)
            parent.children.insert(node, at: Int.random(in: 0...parent.children.count, using: &random))
            node = .element(parent)
        }
        return [node]
    }

    /// `count` sibling nodes at `depth`: elements while the budget lasts, otherwise text.
    public mutating func nodes(depth: Int, maximumDepth: Int, count: Int) -> [VMLNode] {
        var nodes: [VMLNode] = []
        for _ in 0..<count {
            if budget > 0, depth < maximumDepth, chance(65) {
                budget -= 1
                nodes.append(.element(element(depth: depth + 1, maximumDepth: maximumDepth)))
            } else {
                nodes.append(.text(chance(10) ? "" : text()))
            }
        }
        return nodes
    }

    /// One element with attributes, a style and children.
    public mutating func element(depth: Int, maximumDepth: Int) -> VMLNode.Element {
        var element = VMLNode.Element(elementName())
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let name = attributeName()
            element.attributes.append(VMLAttribute(name, name == "template" ? identifier() : text()))
        }
        if chance(60) {
            element.style = VMLStyle((0..<Int.random(in: 1...4, using: &random)).map { _ in modifier(depth: 0) })
        }
        let wide = chance(3)
        let count = wide ? Int.random(in: 10...30, using: &random) : Int.random(in: 0...4, using: &random)
        element.children = nodes(depth: depth, maximumDepth: maximumDepth, count: count)
        return element
    }

    // MARK: Names

    mutating func identifier() -> String {
        let first = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        let rest = first + Array("0123456789")
        while true {
            var name = String(pick(first))
            for _ in 0..<Int.random(in: 0...8, using: &random) { name.append(pick(rest)) }
            if !VMLName.reservedWords.contains(name) { return name }
        }
    }

    mutating func styleName() -> String {
        chance(40)
            ? pick(["padding", "frame", "attr", "type", "rgb", "hsl", "deg", "e", "Color", "init", "Stop", "opacity", "x"])
            : identifier()
    }

    mutating func elementName() -> String {
        if chance(50) { return pick(["VStack", "HStack", "Text", "Image", "Gauge.Label", "ToolbarItem", "A"]) }
        return chance(20) ? identifier() + "." + identifier() : identifier()
    }

    mutating func attributeName() -> String {
        if chance(40) { return pick(["id", "template", "title", "systemName", "phx-click", "data-id", "xlink:href", "a.b", "w"]) }
        var name = identifier()
        if chance(30) { name += pick(["-", ":", "."]) + identifier() }
        return name
    }

    // MARK: Strings

    static let pieces: [String] = [
        "a", "Hello", "x y", " ", "  ", "\t", "\n", "\r\n", "\r", "\"", "'", "<", ">", "&", "]]>", "&amp;", "\\", "\\n",
        "👍🏽", "👨‍👩‍👧", "e\u{301}", "\u{301}", "日本", "\u{A0}", "é", "{", "}", "(", ")", "[", "]", ",", ":", "--", "<!--", "\u{7F}",
    ]

    /// A string of random pieces: quotes, `<`, `&`, `]]>`, line ends, tabs, spaces, emoji, marks.
    public mutating func text() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) { text += pick(Self.pieces) }
        return text
    }

    // MARK: Style

    mutating func modifier(depth: Int) -> VMLModifier {
        // A modifier named attr is no modifier (it would read back as a binding).
        let name = styleName()
        return VMLModifier(name == "attr" ? "attr2" : name, arguments: arguments(depth: depth + 1))
    }

    mutating func arguments(depth: Int) -> [VMLArgument] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
            VMLArgument(chance(40) ? styleName() : nil, expression(depth: depth + 1))
        }
    }

    mutating func number() -> Double {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return Double(Int.random(in: -1000...1000, using: &random))
        case 1: return Double(Int.random(in: 0...100, using: &random)) / 10
        case 2: return Double.random(in: -1...1, using: &random)
        case 3: return Double.random(in: -1e20...1e20, using: &random)
        case 4:
            return pick([
                1e-7, 1e-6, 1.5e-6, 1e15, 1e16, 123456789.123, 0.1 + 0.2, -0.0, Double.leastNonzeroMagnitude,
                Double.greatestFiniteMagnitude,
            ])
        case 5: return Double(Int.random(in: 0...10, using: &random)) * 0.25
        default: return Double(Int.random(in: 0...20, using: &random))
        }
    }

    /// An expression that can stand before `.member` or `(…)`.
    mutating func postfixBase(depth: Int) -> VMLExpression {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .identifier(styleName())
        case 1: return .implicitMember(styleName())
        case 2: return .string(text())
        case 3: return .path(identifier() + "." + identifier())
        case 4: return .member(postfixBase(depth: depth + 1), styleName())
        case 5: return depth > 3 ? .null : .tuple(arguments(depth: depth + 1))
        case 6: return .hex(pick(["FF0000", "00ffcc", "12345678", "aBcDeF"]))
        default: return .boolean(chance(50))
        }
    }

    /// An expression that is not a range (a range's bound).
    mutating func bound(depth: Int) -> VMLExpression {
        let leaf = depth > 3
        switch Int.random(in: 0..<(leaf ? 9 : 16), using: &random) {
        case 0: return .number(number())
        case 1: return .angle(degrees: number())
        case 2: return .string(text())
        case 3: return .boolean(chance(50))
        case 4: return .null
        case 5: return .symbol(styleName())
        case 6: return .identifier(styleName())
        case 7: return .implicitMember(styleName())
        case 8:
            return .color(
                chance(50)
                    ? .hex(pick(["FF0000", "00ffcc", "12345678", "aBcDeF"]))
                    : .function(
                        pick(CSSColor.Function.allCases),
                        (0..<Int.random(in: 0...4, using: &random)).map { _ in CSSColor.Component(number(), percent: chance(30)) }
                    )
            )
        case 9: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in expression(depth: depth + 1) })
        case 10: return .tuple(arguments(depth: depth + 1))
        case 11: return .member(postfixBase(depth: depth + 1), styleName())
        case 12:
            let callee = postfixBase(depth: depth + 1)
            return callee == .identifier("attr")
                ? .call(.identifier("attr2"), arguments(depth: depth + 1)) : .call(callee, arguments(depth: depth + 1))
        case 13:
            return .attr(
                VMLAttrBinding(
                    identifier(),
                    type: chance(50) ? pick(VMLAttrType.allCases) : nil,
                    fallback: chance(50) ? expression(depth: depth + 1) : nil
                )
            )
        case 14:
            // A gradient, even or uneven, spelled either way.
            let count = Int.random(in: 2...4, using: &random)
            let even = chance(50)
            let stops: [VMLExpression] = (0..<count).map { index in
                let location = even ? Double(index) / Double(count - 1) : Double(Int.random(in: 0...10, using: &random)) / 10
                return .call(
                    chance(50) ? .path("Gradient.Stop") : .implicitMember("init"),
                    [.labeled("color", .member(pick(["red", "blue", "green"]))), .labeled("location", .number(location))]
                )
            }
            return .call(.identifier("Gradient"), [.labeled("stops", .array(stops))])
        default:
            return .call(.identifier(pick(["rgb", "rgba", "hsl", "hsla"])), (0..<3).map { _ in VMLArgument(.number(number())) })
        }
    }

    /// An expression of any kind; nesting stops after a few levels.
    public mutating func expression(depth: Int) -> VMLExpression {
        guard chance(12) else { return bound(depth: depth) }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .range(.closed(bound(depth: depth + 1), bound(depth: depth + 1)))
        case 1: return .range(.halfOpen(bound(depth: depth + 1), bound(depth: depth + 1)))
        case 2: return .range(.from(bound(depth: depth + 1)))
        case 3: return .range(.through(bound(depth: depth + 1)))
        default: return .range(.upTo(bound(depth: depth + 1)))
        }
    }
}
