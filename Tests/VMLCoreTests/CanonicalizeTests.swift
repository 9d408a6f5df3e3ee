import Testing
import VMLCore
import VMLTestSupport

/// Docs/CanonicalForm.md#round-trips: canonicalize and the serializer agree, and are idempotent.
@Suite struct CanonicalizeTests {
    /// A rectangle filled with a two-stop linear gradient, each stop written by `stop` (its color and
    /// location arguments), around `children`: one tree written once, as given and as canonicalized.
    static func gradient(stop: (VMLArgument, VMLArgument) -> VMLExpression, children: [VMLNode]) -> VMLDocument {
        let stops: [VMLExpression] = [
            stop(.labeled("color", .member("red")), .labeled("location", 0)),
            stop(.labeled("color", .member("blue")), .labeled("location", 0.25)),
        ]
        let fill = VMLModifier("fill", VMLArgument(.member("linearGradient", .labeled("stops", .array(stops)))))
        return [.element("Rectangle", style: [fill], children: children)]
    }

    static let trees: [ValueCase<VMLDocument>] = [
        ValueCase([.element("Text", children: ["a", "", "b"])]),
        ValueCase([.element("Circle", style: [VMLModifier("fill", VMLArgument(.hex("#ABCDEF")))])]),
        ValueCase([.element("E", style: [VMLModifier("opacity", VMLArgument(.number(-0.0)))])]),
        ValueCase(gradient(stop: { .member("init", $0, $1) }, children: ["x", "y", .element("Inner", children: ["", "z"])])),
        ValueCase([.element("E", style: [VMLModifier("background", VMLArgument(.call("rgb", 1, 2, 3)))])]),
        ValueCase(["one", "two", .element("E", attributes: ["b": "1", "a": "2"])]),
        ValueCase(SpecExamples.all.map { VMLDocument($0.nodes) }.reduce(into: VMLDocument()) { $0.nodes += $1.nodes }),
    ]

    @Test(arguments: trees, VMLFormat.allCases)
    func serializingTheCanonicalTreeGivesTheSameBytes(_ row: ValueCase<VMLDocument>, format: VMLFormat) throws {
        let tree = row.value
        #expect(try tree.serialized(format) == tree.canonicalized().serialized(format), sourceLocation: row.sourceLocation)
    }

    @Test(arguments: trees)
    func canonicalizeIsIdempotent(_ row: ValueCase<VMLDocument>) {
        let once = row.value.canonicalized()
        #expect(once.canonicalized() == once, sourceLocation: row.sourceLocation)
        var mutated = row.value
        mutated.canonicalize()
        #expect(mutated == once, sourceLocation: row.sourceLocation)
    }

    @Test func canonicalizeAppliesTheTreeRules() {
        let tree = Self.gradient(stop: { .member("init", $0, $1) }, children: ["x", "y", .element("Inner", children: ["", "z"])])
        // Gradient stops become `Gradient.Stop(…)` calls, adjacent text merges, empty text goes.
        let expected = Self.gradient(stop: { .call("Gradient.Stop", $0, $1) }, children: ["xy", .element("Inner", children: ["z"])])
        #expect(tree.canonicalized() == expected)
    }
}
