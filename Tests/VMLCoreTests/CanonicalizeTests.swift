import Testing
import VMLCore
import VMLTestSupport

/// Docs/CanonicalForm.md#round-trips: canonicalize and the serializer agree, and are idempotent.
@Suite struct CanonicalizeTests {
    static let trees: [ValueCase<VMLDocument>] = [
        ValueCase([.element("Text", children: ["a", "", "b"])]),
        ValueCase([.element("Circle", style: [VMLModifier("fill", VMLArgument(.hex("#ABCDEF")))])]),
        ValueCase([.element("E", style: [VMLModifier("opacity", VMLArgument(.number(-0.0)))])]),
        ValueCase([
            .element(
                "Rectangle",
                style: [
                    VMLModifier(
                        "fill",
                        VMLArgument(
                            .member(
                                "linearGradient",
                                .labeled(
                                    "stops",
                                    [
                                        .member("init", .labeled("color", .member("red")), .labeled("location", 0)),
                                        .member("init", .labeled("color", .member("blue")), .labeled("location", 0.25)),
                                    ]
                                )
                            )
                        )
                    )
                ],
                children: ["x", "y", .element("Inner", children: ["", "z"])]
            )
        ]),
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
        let tree = Self.trees[3].value.canonicalized()
        let expected: VMLDocument = [
            .element(
                "Rectangle",
                style: [
                    VMLModifier(
                        "fill",
                        VMLArgument(
                            .member(
                                "linearGradient",
                                .labeled(
                                    "stops",
                                    [
                                        .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
                                        .call("Gradient.Stop", .labeled("color", .member("blue")), .labeled("location", 0.25)),
                                    ]
                                )
                            )
                        )
                    )
                ],
                children: ["xy", .element("Inner", children: ["z"])]
            )
        ]
        #expect(tree == expected)
    }
}
