import Testing
import VMLCore
import VMLTestSupport

/// `VMLTreeDiff`: paths, kinds, descriptions and the child alignment.
@Suite struct TreeDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var old: [VMLNode]
        var new: [VMLNode]
        var expected: [String]
        var sourceLocation: SourceLocation
        var testDescription: String { name }

        init(
            _ name: String, _ old: [VMLNode], _ new: [VMLNode], _ expected: [String],
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.name = name
            self.old = old
            self.new = new
            self.expected = expected
            self.sourceLocation = sourceLocation
        }
    }

    static func text(_ value: String, _ style: VMLStyle = []) -> VMLNode {
        .element("Text", style: style, children: [.text(value)])
    }

    static func stack(_ children: [VMLNode]) -> [VMLNode] {
        [.element("VStack", children: children)]
    }

    static let cases: [Case] = [
        Case("equal trees", stack([text("A")]), stack([text("A")]), []),
        Case("both empty", [], [], []),
        Case(
            "modifier changed",
            stack([
                text("A"), text("B", [VMLModifier("bold"), VMLModifier("font", VMLArgument(.member("body"))), VMLModifier("padding", 8)]),
            ]),
            stack([
                text("A"), text("B", [VMLModifier("bold"), VMLModifier("font", VMLArgument(.member("body"))), VMLModifier("padding", 12)]),
            ]),
            ["VStack[0] > Text[1]: modifier 2: padding(8) ≠ padding(12)"]),
        Case(
            "modifier inserted and removed",
            stack([text("A", [VMLModifier("bold")])]),
            stack([text("A", [VMLModifier("bold"), VMLModifier("italic")])]),
            ["VStack[0] > Text[0]: modifier 1 inserted: italic()"]),
        Case(
            "modifier removed", stack([text("A", [VMLModifier("font", VMLArgument(.string("Menlo \"x\"")))])]), stack([text("A")]),
            ["VStack[0] > Text[0]: modifier 0 removed: font(\"Menlo \\\"x\\\"\")"]),
        Case(
            "one inserted row is one insertion",
            stack((0..<50).map { text("row \($0)") }),
            stack((0..<50).flatMap { $0 == 20 ? [text("new"), text("row \($0)")] : [text("row \($0)")] }),
            ["VStack[0] > Text[20]: inserted <Text>"]),
        Case(
            "one removed row is one removal",
            stack((0..<50).map { text("row \($0)") }),
            stack((0..<50).filter { $0 != 7 }.map { text("row \($0)") }),
            ["VStack[0] > Text[7]: removed <Text>"]),
        Case(
            "text changed", [text("a")], [text("b")], ["Text[0] > #text[0]: text \"a\" ≠ \"b\""]),
        Case(
            "attributes",
            [.element("Image", attributes: ["systemName": "star", "id": "x"])],
            [.element("Image", attributes: ["systemName": "heart", "label": "y"])],
            [
                "Image[0]: attribute systemName: \"star\" ≠ \"heart\"", "Image[0]: attribute id removed: \"x\"",
                "Image[0]: attribute label added: \"y\"",
            ]),
        Case(
            "attribute order only",
            [.element("Image", attributes: ["a": "1", "b": "2"])],
            [.element("Image", attributes: ["b": "2", "a": "1"])],
            ["Image[0]: attributes differ in order or repetition"]),
        Case(
            "renamed element keeps comparing its parts",
            stack([text("A")]),
            [.element("HStack", children: [text("B")])],
            ["HStack[0]: element name VStack ≠ HStack", "HStack[0] > Text[0] > #text[0]: text \"A\" ≠ \"B\""]),
        Case(
            "text replaced by an element", [text("A")], [.text("A")],
            ["Text[0]: removed <Text>", "#text[0]: inserted text \"A\""]),
        Case(
            "change deep in a later sibling",
            stack([text("A"), .element("HStack", children: [text("x"), text("y")])]),
            stack([text("A"), .element("HStack", children: [text("x"), text("z")])]),
            ["VStack[0] > HStack[1] > Text[1] > #text[0]: text \"y\" ≠ \"z\""]),
        Case(
            "a removal reports its path in the old tree",
            stack([text("A"), text("B"), text("C")]),
            stack([text("A"), text("C"), .element("Spacer")]),
            ["VStack[0] > Text[1]: removed <Text>", "VStack[0] > Spacer[2]: inserted <Spacer>"]),
    ]

    @Test(arguments: cases)
    func differences(_ test: Case) {
        let found = VMLTreeDiff.differences(from: test.old, to: test.new).map(\.description)
        #expect(found == test.expected, sourceLocation: test.sourceLocation)
    }

    @Test func kindsCarryTheValues() {
        let found = VMLTreeDiff.differences(
            from: [.element("Text", style: [VMLModifier("padding", 8)])],
            to: [.element("Text", style: [VMLModifier("padding", 12)])])
        #expect(
            found == [
                VMLDifference(
                    path: VMLNodePath([.init("Text", 0)]),
                    kind: .modifierChanged(index: 0, from: VMLModifier("padding", 8), to: VMLModifier("padding", 12)))
            ])
    }

    @Test func maximumCountStopsEarly() {
        let found = VMLTreeDiff.differences(
            from: (0..<10).map { Self.text("\($0)") }, to: (0..<10).map { Self.text("x\($0)") }, maximumCount: 3)
        #expect(found.count == 3)
    }

    /// A 20,000-deep chain with a change at the bottom: no recursion on the stack. (A million
    /// levels deep on a task's stack: Tests/VMLStress/DeepTreeStress.swift, run in release.)
    @Test func deepChainsDiffWithoutRecursion() {
        func chain(_ leaf: String) -> [VMLNode] {
            var node: VMLNode = .text(leaf)
            for _ in 0..<20_000 { node = .element("G", children: [node]) }
            return [node]
        }
        let found = VMLTreeDiff.differences(from: chain("a"), to: chain("b"))
        #expect(found.count == 1)
        #expect(found.first?.path.steps.count == 20_001)
        #expect(found.first?.kind == .textChanged(from: "a", to: "b"))
    }

    /// 100,000 siblings, all different: the fallback reports without a quadratic table.
    @Test func hugeUnequalChildListsFallBack() {
        let old = Self.stack((0..<100_000).map { .text("a\($0)") })
        let new = Self.stack((0..<100_000).map { .text("b\($0)") })
        let found = VMLTreeDiff.differences(from: old, to: new)
        #expect(found.count == 100_000)
        #expect(found.first?.description == "VStack[0] > #text[0]: text \"a0\" ≠ \"b0\"")
    }

    /// Two distant edits in 20,000 siblings: too big for the table, so unique subtrees anchor a
    /// patience alignment, and each edit is still one difference.
    @Test func distantEditsInLongChildListsStayLocal() {
        let rows = (0..<20_000).map { Self.text("row \($0)") }
        var edited = rows
        edited.remove(at: 19_990)
        edited.insert(Self.text("new"), at: 10)
        let found = VMLTreeDiff.differences(from: Self.stack(rows), to: Self.stack(edited)).map(\.description)
        #expect(found == ["VStack[0] > Text[10]: inserted <Text>", "VStack[0] > Text[19990]: removed <Text>"])
    }

    /// Random trees: the diff is empty exactly when the trees are equal, and a random edit is found.
    @Test(arguments: 0..<40)
    func emptyExactlyWhenEqual(seed: UInt64) {
        var generator = RandomTreeGenerator(seed: seed)
        let a = generator.document().nodes
        let b = generator.document().nodes
        #expect(VMLTreeDiff.differences(from: a, to: a).isEmpty)
        #expect(VMLTreeDiff.differences(from: a, to: b).isEmpty == (a == b))
        #expect(VMLTreeDiff.differences(from: a, to: a + [.text("z")]).count == 1)
    }
}
