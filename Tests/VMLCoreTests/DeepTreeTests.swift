import Foundation
import Testing
import VMLCore

/// Trees far deeper than any parser allows, built in code: every operation either works or
/// throws a depth error; none recurses on the stack (so none crashes, even on a task's stack).
///
/// These run at `depth` in `swift test`. The same operations a million levels deep, on a task's
/// stack, run in release as their own CI step: Tests/VMLStress/DeepTreeStress.swift
/// (`swift run -c release vml-stress DeepTree`). A new million-deep case goes there.
@Suite struct DeepTreeTests {
    static let depth = 20_000

    /// `A` inside `A` … `depth` times, around a text node, built with a loop.
    static func chain(_ depth: Int, leaf: String = "x") -> VMLNode {
        var node: VMLNode = .text(leaf)
        for _ in 0..<depth {
            node = .element(VMLNode.Element("A", children: [node]))
        }
        return node
    }

    @Test func serializingPastTheDepthLimitThrowsInBothLayouts() {
        let tree = VMLDocument([Self.chain(Self.depth)])
        for format in VMLFormat.allCases {
            #expect(throws: VMLSerializationError.self) { try tree.serialized(format) }
            do {
                _ = try tree.serialized(format)
            } catch {
                #expect(error.reason == .tooDeep(limit: VMLLimits.defaultMaximumDepth))
                #expect(error.path.steps.count == VMLLimits.defaultMaximumDepth + 1)
                // The path is shortened for display: one short line.
                #expect(error.description.count < 300)
                #expect(error.description.contains("more"))
            }
        }
    }

    @Test func aDeepTreeSerializesCompactWhenTheLimitAllowsIt() throws {
        let tree = VMLDocument([Self.chain(Self.depth)])
        var bytes: [UInt8] = []
        try VMLSerializer(format: .compact, maximumDepth: .max).serialize(tree, into: &bytes)
        // "<A>" and "</A>" a level, and the innermost text on the deepest element's line.
        #expect(bytes.count == Self.depth * 7 + 1)
        #expect(bytes.prefix(6) == Array("<A><A>".utf8)[...])
        #expect(bytes.suffix(8) == Array("</A></A>".utf8)[...])
    }

    @Test func theDefaultLimitItselfIsWritten() throws {
        let tree = VMLDocument([Self.chain(VMLLimits.defaultMaximumDepth)])
        let text = try tree.serialized()
        #expect(text.hasPrefix("<A>\n  <A>\n"))
        // The innermost element, on one line, indented two spaces a level (a search for the
        // indentation within the whole text takes seconds in a debug build; the line is direct).
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 * VMLLimits.defaultMaximumDepth - 1)
        #expect(lines[VMLLimits.defaultMaximumDepth - 1] == String(repeating: " ", count: 2 * 511) + "<A>x</A>")
    }

    @Test func equalityAndHashingWalkAnyDepth() {
        let a = Self.chain(Self.depth)
        let b = Self.chain(Self.depth)
        let c = Self.chain(Self.depth, leaf: "y")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Self.chain(Self.depth - 1) != a)
    }

    @Test func canonicalizingWalksAnyDepth() {
        var leafFirst: VMLNode = .text("x")
        for _ in 0..<Self.depth {
            leafFirst = .element(
                VMLNode.Element("A", attributes: [VMLAttribute("b", "2"), VMLAttribute("a", "1")], children: [leafFirst, "", "y"]))
        }
        let canonical = VMLDocument([leafFirst]).canonicalized()
        // The innermost element: attributes sorted, adjacent text merged, empty text dropped.
        var node = canonical.nodes[0]
        var levels = 0
        while case .element(let element) = node {
            levels += 1
            #expect(element.attributes.map(\.name) == ["a", "b"])
            guard levels < Self.depth else {
                #expect(element.children == [.text("xy")])
                break
            }
            #expect(element.children.count == 2)
            node = element.children[0]
        }
        #expect(levels == Self.depth)
    }

    @Test func jsonCodingRefusesPastItsDepthInsteadOfRecursing() throws {
        let deep = VMLDocument([Self.chain(Self.depth)])
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(deep) }
        let shallow = VMLDocument([Self.chain(100)])
        let data = try JSONEncoder().encode(shallow)
        #expect(try JSONDecoder().decode(VMLDocument.self, from: data) == shallow)
    }

    @Test func decodingRefusesDeeplyNestedJSON() {
        let depth = 100_000
        let json =
            String(repeating: #"{"element":"A","children":["#, count: depth) + #"{"text":"x"}"# + String(repeating: "]}", count: depth)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(VMLNode.self, from: Data(json.utf8)) }
    }

    @Test func aDeepExpressionComparesAndHashesOnATaskStack() async {
        // A task runs on a thread of the cooperative pool, whose stack is small.
        let outcome = await Task.detached { () -> [Bool] in
            let a = DeepExpressionTests.chain(Self.depth)
            let b = DeepExpressionTests.chain(Self.depth)
            let differentLeaf = DeepExpressionTests.chain(Self.depth, leaf: .member("blue"))
            let shallower = DeepExpressionTests.chain(Self.depth - 1)
            let results = [
                a == b, a.hashValue == b.hashValue, a != differentLeaf, a != shallower,
                VMLArgument(a) == VMLArgument(b), VMLModifier("m", VMLArgument(a)) == VMLModifier("m", VMLArgument(b)),
            ]
            return results
        }.value
        #expect(outcome == [true, true, true, true, true, true])
    }

    @Test func jsonCodingRefusesADeepExpressionInsteadOfRecursing() async throws {
        let outcome = await Task.detached { () -> Bool in
            let deep = DeepExpressionTests.chain(Self.depth)
            let document = VMLDocument([.element("E", style: [VMLModifier("m", VMLArgument(deep))])])
            let threw = (try? JSONEncoder().encode(document)) == nil
            return threw
        }.value
        #expect(outcome)
        let fits = VMLDocument([.element("E", style: [VMLModifier("m", VMLArgument(DeepExpressionTests.chain(120)))])])
        #expect(try JSONDecoder().decode(VMLDocument.self, from: JSONEncoder().encode(fits)) == fits)
    }

    /// Deep enough that freeing it recursively overflows a pool thread's stack: a plain
    /// `indirect` enum or array nested 100,000 deep does, in a debug build.
    static let freeingDepth = 200_000

    @Test(arguments: ExpressionNesting.allCases)
    func aDeepExpressionIsFreedOnATaskStack(kind: ExpressionNesting) async {
        let depth = await Task.detached { () -> Int in
            var expression: VMLExpression = .member("red")
            for _ in 0..<Self.freeingDepth { expression = kind.wrap(expression) }
            return DeepExpressionTests.depth(of: expression)
            // `expression` is freed here, whole.
        }.value
        #expect(depth == Self.freeingDepth)
    }

    @Test(arguments: ExpressionNesting.allCases)
    func expressionsEitherSideOfTheShallowLimitReadTheSame(kind: ExpressionNesting) throws {
        // Boxes up to 64 deep are freed by Swift, deeper ones with a loop: the same values either way.
        for depth in [1, 63, 64, 65, 66, 130] {
            var a: VMLExpression = .member("red")
            var b: VMLExpression = .member("red")
            for _ in 0..<depth {
                a = kind.wrap(a)
                b = kind.wrap(b)
            }
            #expect(DeepExpressionTests.depth(of: a) == depth && a.nestingDepth == depth, "\(kind) \(depth)")
            #expect(a == b && a.hashValue == b.hashValue, "\(kind) \(depth)")
            #expect(a != kind.wrap(b), "\(kind) \(depth)")
            let copy = a
            a = .null
            #expect(DeepExpressionTests.depth(of: copy) == depth && copy == b, "\(kind) \(depth)")
        }
    }

    @Test func aSharedDeepExpressionSurvivesWhenOneOwnerIsFreed() async {
        let outcome = await Task.detached { () -> (Bool, Int) in
            let shared = DeepExpressionTests.chain(Self.freeingDepth)
            var style: VMLStyle? = [VMLModifier("m", VMLArgument(shared))]
            var binding = VMLAttrBinding("a", fallback: shared)
            style = nil
            let kept = binding.fallback == shared
            binding.fallback = nil
            return (kept && style == nil && binding.fallback == nil, DeepExpressionTests.depth(of: shared))
        }.value
        #expect(outcome.0)
        #expect(outcome.1 == Self.freeingDepth)
    }

    @Test func sharedSubtreesSurviveWhenOneOwnerIsFreed() throws {
        let shared = Self.chain(1000)
        var keep: VMLNode? = .element(VMLNode.Element("Root", children: [shared]))
        do {
            let other = VMLNode.element(VMLNode.Element("Other", children: [shared]))
            _ = other
        }
        keep = nil
        #expect(keep == nil)
        // `shared` is still whole after both parents are gone.
        var node = shared
        var levels = 0
        while case .element(let element) = node, let child = element.children.first {
            levels += 1
            node = child
        }
        #expect(levels == 1000)
        #expect(node == .text("x"))
    }

    @Test func mutatingChildrenInPlaceKeepsOtherCopiesUnchanged() {
        var original = VMLNode.Element("VStack", children: ["a"])
        let copy = original
        original.children.append("b")
        original.children[0] = .element("Text", children: ["c"])
        #expect(copy.children == ["a"])
        #expect(original.children == [.element("Text", children: ["c"]), "b"])
        original.children.removeAll()
        #expect(original.children.isEmpty)
        #expect(original == VMLNode.Element("VStack"))
    }
}

/// Style expressions are written recursively, so their nesting has a ceiling; comparing and hashing
/// them is a loop, so expressions of any depth built in code compare and hash.
@Suite struct DeepExpressionTests {
    /// An expression `depth` levels deep around `leaf`, built with a loop: each level is one of
    /// the six cases that hold expressions (a member, a call, an array, a tuple, a range, an
    /// `attr(…)` fallback), in turn.
    static func chain(_ depth: Int, leaf: VMLExpression = .member("red")) -> VMLExpression {
        var expression = leaf
        for level in 0..<depth {
            switch level % 6 {
            case 0: expression = .member(expression, "opacity")
            case 1: expression = .call(expression, [VMLArgument("x", 1), VMLArgument(nil, .string("s"))])
            case 2: expression = .array([1, expression])
            case 3: expression = .tuple([VMLArgument("y", expression)])
            case 4: expression = .range(.closed(0, expression))
            default: expression = .attr(VMLAttrBinding("a", type: .number, fallback: expression))
            }
        }
        return expression
    }

    /// How many levels of nesting lead to the leaf, following the last nested expression of each
    /// level (the one ``chain(_:leaf:)`` and ``ExpressionNesting/wrap(_:)`` nest), counted with a loop.
    static func depth(of expression: VMLExpression) -> Int {
        var current = expression
        var levels = 0
        while true {
            let next: VMLExpression?
            switch current {
            case .member(let member): next = member.base
            case .call(let call): next = call.callee
            case .array(let elements): next = elements.last
            case .tuple(let fields): next = fields.last?.value
            case .range(let range): next = range.bounds.last
            case .attr(let binding): next = binding.fallback
            default: next = nil
            }
            guard let next else { return levels }
            levels += 1
            current = next
        }
    }

    /// One expression of each shape, each different from the others; made anew on each call.
    static func samples() -> [VMLExpression] {
        [
            8, 8.5, .angle(degrees: 8), "8", true, false, nil, .symbol("bg"), .identifier("Color"), .implicitMember("red"),
            .hex("#ff0000"), .member("red").member("opacity", 0.5), .member(.implicitMember("red"), "opacity"),
            .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
            .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("position", 0)),
            [1, 2], [1, 2, 3], [[1], 2], .tuple([VMLArgument("x", 1)]), .tuple([VMLArgument(nil, 1)]),
            .range(.closed(1, 2)), .range(.halfOpen(1, 2)), .range(.from(1)), .range(.through(1)), .range(.upTo(1)),
            .attr(VMLAttrBinding("t")), .attr(VMLAttrBinding("t", type: .string)), .attr(VMLAttrBinding("t", fallback: "x")),
            .attr(VMLAttrBinding("t", fallback: [.member("red")])), chain(12), chain(13), chain(12, leaf: 0),
        ]
    }

    @Test func equalityAndHashingTellEveryShapeApart() {
        let left = Self.samples()
        let right = Self.samples()
        for i in left.indices {
            for j in right.indices {
                #expect((left[i] == right[j]) == (i == j), "\(left[i]) == \(right[j])")
            }
            #expect(left[i].hashValue == right[i].hashValue, "\(left[i])")
        }
        #expect(Set(left).count == left.count)
        #expect(Set(left + right).count == left.count)
        #expect(VMLExpression.number(.nan) != .number(.nan))
        #expect(VMLExpression.number(0) == .number(-0.0) && VMLExpression.number(0).hashValue == VMLExpression.number(-0.0).hashValue)
    }

    @Test func expressionsNestedPastTheCeilingThrow() throws {
        func nested(_ depth: Int) -> VMLExpression {
            var expression: VMLExpression = .member("red")
            for _ in 0..<depth { expression = .array([expression]) }
            return expression
        }
        // The modifier's argument is at depth 1.
        let fits = VMLDocument([.element("E", style: [VMLModifier("m", VMLArgument(nested(VMLLimits.maximumStyleNesting - 1)))])])
        #expect(try fits.serialized(.compact).contains("[[[.red]]]"))
        let tooDeep = VMLDocument([.element("E", style: [VMLModifier("m", VMLArgument(nested(VMLLimits.maximumStyleNesting)))])])
        #expect(throws: VMLSerializationError.self) { try tooDeep.serialized() }
    }
}

/// The six cases that hold an expression, each wrapping one in a level of its own.
enum ExpressionNesting: CaseIterable, Sendable {
    case member, call, array, tuple, range, attrFallback

    func wrap(_ expression: VMLExpression) -> VMLExpression {
        switch self {
        case .member: .member(expression, "opacity")
        case .call: .call(expression, [])
        case .array: .array([expression])
        case .tuple: .tuple([VMLArgument(expression)])
        case .range: .range(.from(expression))
        case .attrFallback: .attr(VMLAttrBinding("a", fallback: expression))
        }
    }
}
