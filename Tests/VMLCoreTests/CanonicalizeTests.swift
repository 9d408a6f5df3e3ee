import Testing
import VMLCore
import VMLTestSupport

/// Docs/CanonicalForm.md#round-trips: canonicalize and the serializer agree, and are idempotent.
@Suite struct CanonicalizeTests {
    static let trees: [VMLDocument] = [
        [.element("Text", children: ["a", "", "b"])],
        [.element("Circle", style: [VMLModifier("fill", VMLArgument(.hex("#ABCDEF")))])],
        [.element("E", style: [VMLModifier("opacity", VMLArgument(.number(-0.0)))])],
        [
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
        ],
        [.element("E", style: [VMLModifier("background", VMLArgument(.call("rgb", 1, 2, 3)))])],
        ["one", "two", .element("E", attributes: ["b": "1", "a": "2"])],
        SpecExamples.all.map { VMLDocument($0.nodes) }.reduce(into: VMLDocument()) { $0.nodes += $1.nodes },
    ]

    @Test(arguments: trees, [VMLFormat.pretty, .compact])
    func serializingTheCanonicalTreeGivesTheSameBytes(tree: VMLDocument, format: VMLFormat) throws {
        #expect(try tree.serialized(format) == tree.canonicalized().serialized(format))
    }

    @Test(arguments: trees)
    func canonicalizeIsIdempotent(tree: VMLDocument) {
        let once = tree.canonicalized()
        #expect(once.canonicalized() == once)
        var mutated = tree
        mutated.canonicalize()
        #expect(mutated == once)
    }

    @Test func canonicalizeAppliesTheTreeRules() {
        let tree = Self.trees[3].canonicalized()
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
