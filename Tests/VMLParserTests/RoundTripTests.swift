import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// `parse(serialize(x)) == canonicalize(x)` in both layouts, and `serialize(parse(t))` is a fixed
/// point, for thousands of seeded random trees. A failure names its seed.
@Suite struct RoundTripTests {
    /// Checks one tree; returns a description of the first failure, or `nil`.
    static func check(_ document: VMLDocument) -> String? {
        let canonical = document.canonicalized()
        for format in VMLFormat.allCases {
            let text: String
            do {
                text = try document.serialized(format)
            } catch {
                return "serialize (\(format)) threw \(error)"
            }
            do {
                let parsed = try VMLParser().parse(text)
                if parsed != canonical {
                    return "parse(serialize(x)) != canonicalize(x) in \(format):\n\(text)"
                }
                let again = try parsed.serialized(format)
                if again != text {
                    return "not a fixed point in \(format):\n\(text)\n---\n\(again)"
                }
                // The parser's tree is canonical: its canonical form is itself and writes the same.
                let recanonical = parsed.canonicalized()
                let rewritten = try recanonical.serialized(format)
                if recanonical != parsed || rewritten != text {
                    return "canonicalize(parse(t)) differs from parse(t) in \(format):\n\(text)"
                }
            } catch {
                return "parse threw on serializer output (\(format)): \(error)\n\(text)"
            }
        }
        return nil
    }

    @Test(arguments: 0..<8)
    func randomTreesRoundTrip(_ batch: Int) {
        for index in 0..<TestScale.current.count(quick: 60, full: 250) {
            let seed = UInt64(batch * 250 + index)
            var generator = RandomTreeGenerator(seed: seed)
            let document = generator.document()
            if let failure = Self.check(document) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    static let depths: [ValueCase<Int>] = [ValueCase(100), ValueCase(300), ValueCase(500)]

    @Test(arguments: depths)
    func deepTreesRoundTrip(_ row: ValueCase<Int>) {
        let depth = row.value
        let seed = UInt64(10_000 + depth)
        var generator = RandomTreeGenerator(seed: seed)
        let document = generator.deepDocument(depth: depth - 1)
        if let failure = Self.check(document) {
            Issue.record("seed \(seed): \(failure.prefix(2_000))", sourceLocation: row.sourceLocation)
        }
    }

    @Test func wideTreesRoundTrip() {
        for seed in UInt64(20_000)..<20_020 {
            var generator = RandomTreeGenerator(seed: seed, budget: 400)
            let document = VMLDocument(
                [.element(generator.element(depth: 0, maximumDepth: 3))] + generator.nodes(depth: 0, maximumDepth: 2, count: 50))
            if let failure = Self.check(document) {
                Issue.record("seed \(seed): \(failure.prefix(2_000))")
                return
            }
        }
    }

    @Test func theGeneratorCoversEveryExpressionKind() {
        var kinds = Set<String>()
        func visit(_ expression: VMLExpression) {
            kinds.insert(String(describing: expression).prefix { $0 != "(" }.description)
            switch expression {
            case .member(let member): visit(member.base)
            case .call(let call):
                visit(call.callee)
                for argument in call.arguments { visit(argument.value) }
            case .array(let items): items.forEach(visit)
            case .tuple(let fields):
                for field in fields { visit(field.value) }
            case .range(let range): range.bounds.forEach(visit)
            case .attr(let binding): binding.fallback.map(visit)
            default: break
            }
        }
        func visit(_ nodes: [VMLNode]) {
            for case .element(let element) in nodes {
                for modifier in element.style.modifiers {
                    for argument in modifier.arguments { visit(argument.value) }
                }
                visit(element.children)
            }
        }
        for seed in UInt64(0)..<200 {
            var generator = RandomTreeGenerator(seed: seed)
            visit(generator.document().nodes)
        }
        let expected: Set<String> = [
            "number", "angle", "string", "boolean", "null", "color", "symbol", "attr", "array", "tuple", "range",
            "identifier", "implicitMember", "member", "call",
        ]
        #expect(expected.subtracting(kinds).isEmpty, "missing: \(expected.subtracting(kinds))")
    }
}
