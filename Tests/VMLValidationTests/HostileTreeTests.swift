import Testing
import VMLCore
import VMLValidation

/// Trees no parser would accept, built in code: the validator walks them without recursion and
/// in linear time.
@Suite struct HostileTreeTests {
    @Test func aMillionDeepTreeValidatesOnATaskStack() async {
        let found = await Task.detached { () -> [Found] in
            var node: VMLNode = .element(VMLNode.Element("Text", style: [VMLModifier("background", slot("content", "bg"))]))
            for _ in 0..<1_000_000 {
                node = .element(VMLNode.Element("VStack", children: [node]))
            }
            return findings(VMLDocument([node]))
        }.value
        #expect(found.map(\.code) == [.missingSlot])
        #expect(found.first?.path.hasSuffix("VStack[0] > Text[0]") == true)
    }

    /// Every attribute bound by `attr(…)`, 20,000 of each: each binding finds its value.
    @Test func manyBindingsOnOneElementEachFindTheirAttribute() {
        let count = 20_000
        let element = VMLNode.Element(
            "Text",
            attributes: (0..<count).map { VMLAttribute("a\($0)", $0 == 7 ? "x" : "1") },
            style: [VMLModifier("m", arguments: (0..<count).map { VMLArgument(attr("a\($0)", .number)) })]
        )
        let found = findings(VMLDocument([.element(element)]))
        // Only a7's value, "x", is not a number.
        #expect(found == [Found(.attrCoercion, "Text[0]")])
    }
}
