import Testing
import VMLCore
import VMLValidation

/// Trees no parser would accept, built in code: the validator walks them without recursion and
/// in linear time. A million levels deep on a task's stack: Tests/VMLStress/ValidatorStress.swift,
/// run in release by `swift run -c release vml-stress`.
@Suite struct HostileTreeTests {
    /// Every attribute bound by `attr(…)`, 20,000 of each: each binding finds its value.
    @Test func manyBindingsOnOneElementEachFindTheirAttribute() {
        let count = 20_000
        let element = VMLNode.Element(
            "Text",
            attributes: (0..<count).map { VMLAttribute("a\($0)", $0 == 7 ? "x" : "1") },
            style: [VMLModifier("m", arguments: (0..<count).map { VMLArgument(attr("a\($0)", .number)) })]
        )
        let found = findings(VMLDocument([.element(element)]), validator: VMLValidator(names: .off))
        // Only a7's value, "x", is not a number.
        #expect(found == [Found(.attrCoercion, "Text[0]")])
    }

    /// A document with a problem on every element: the result stops growing at the limit and
    /// says how many there were.
    @Test func diagnosticsStopAtTheLimitWithACount() {
        let count = 20_000
        let row = VMLNode.element("Text", style: [VMLModifier("background", slot("content", "bg"))])
        let document = VMLDocument([.element(VMLNode.Element("VStack", children: Array(repeating: row, count: count)))])
        let all = VMLValidator(maximumDiagnostics: .max).validate(document)
        #expect(all.count == count)
        let limited = VMLValidator(maximumDiagnostics: 5).validate(document)
        #expect(limited.count == 6)
        #expect(limited.prefix(5).map(\.path.description) == (0..<5).map { "VStack[0] > Text[\($0)]" })
        #expect(limited.last?.code == .tooManyDiagnostics)
        #expect(limited.last?.message.hasPrefix("found 20000 diagnostics; only the first 5 are listed") == true)
        #expect(VMLValidator().validate(document).count == 10_001)
    }
}
