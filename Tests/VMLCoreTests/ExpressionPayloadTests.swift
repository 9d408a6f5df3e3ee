import Testing
import VMLCore

/// The payloads of the cases that hold other expressions (`Member`, `Call`, `Elements`,
/// `Fields`, `VMLRange`, an `attr(…)` fallback): what their doc comments show, and that a value
/// built from one reads back the same parts.
@Suite struct ExpressionPayloadTests {
    /// Each payload's doc-comment example, as the expression it makes and its canonical text.
    static let textCases: [WrittenCase<VMLExpression>] = [
        WrittenCase(.member(VMLExpression.Member(.identifier("Color"), "yellow")), "Color.yellow"),
        WrittenCase(.call(VMLExpression.Call(.implicitMember("system"), [.labeled("size", 17)])), ".system(size: 17)"),
        WrittenCase(.array(VMLExpression.Elements([.member("blue"), .member("purple")])), "[.blue, .purple]"),
        WrittenCase(.tuple(VMLExpression.Fields([.labeled("x", 1), .labeled("y", 0)])), "(x: 1, y: 0)"),
        WrittenCase(.range(.closed(2, 4)), "2...4"),
        WrittenCase(.range(.halfOpen(0, 3)), "0..<3"),
        WrittenCase(.range(.from(1)), "1..."),
        WrittenCase(.range(.through(5)), "...5"),
        WrittenCase(.range(.upTo(3)), "..<3"),
        WrittenCase(.range(VMLRange.closed(1, 2).mapBounds { _ in 0 }), "0...0"),
        WrittenCase(.member(.identifier("Color"), "yellow"), "Color.yellow"),
        WrittenCase(.call(.implicitMember("system"), [.labeled("size", 17)]), ".system(size: 17)"),
        WrittenCase(.array([.member("blue"), .member("purple")]), "[.blue, .purple]"),
        WrittenCase(.tuple([.labeled("x", 1), .labeled("y", 0)]), "(x: 1, y: 0)"),
    ]

    @Test(arguments: textCases)
    func payloadsAreWrittenAsTheirExpression(_ row: WrittenCase<VMLExpression>) throws {
        #expect(try row.value.canonicalText() == row.written, sourceLocation: row.sourceLocation)
    }

    @Test func payloadsReadBackTheirParts() {
        let member = VMLExpression.Member(.implicitMember("blue"), "opacity")
        #expect(member.base == .implicitMember("blue") && member.name == "opacity")
        #expect(member.parts == (.implicitMember("blue"), "opacity"))

        let call = VMLExpression.Call(.identifier("EdgeInsets"), [])
        #expect(call.callee == .identifier("EdgeInsets") && call.arguments.isEmpty)
        #expect(VMLExpression.Call(.implicitMember("system"), [.labeled("size", 17)]).arguments == [VMLArgument("size", 17)])

        let elements = VMLExpression.Elements([.member("blue"), .member("purple")])
        #expect(elements.count == 2 && elements[1] == .implicitMember("purple"))
        #expect(Array(elements) == [.implicitMember("blue"), .implicitMember("purple")])
        #expect(elements.elements == Array(elements))

        let fields = VMLExpression.Fields([.labeled("x", 1), .labeled("y", 0)])
        #expect(fields.count == 2 && fields[0].label == "x" && fields.map(\.label) == ["x", "y"])

        let range = VMLRange.closed(2, 4)
        #expect(range.kind == .closed && range.lower == .number(2) && range.upper == .number(4))
        #expect(VMLRange.halfOpen(0, 3).bounds == [.number(0), .number(3)])
        #expect(VMLRange.upTo(3).bounds == [.number(3)] && VMLRange.upTo(3).lower == nil)
        #expect(VMLRange.from(1).upper == nil && VMLRange.from(1).lower == .number(1))

        var binding = VMLAttrBinding("title", type: .string, fallback: "Untitled")
        #expect(binding.fallback == .string("Untitled"))
        binding.fallback = nil
        #expect(binding.fallback == nil && binding == VMLAttrBinding("title", type: .string))
    }

    /// ``VMLExpression/nestingDepth``'s doc-comment examples and one of each nesting case.
    static let depthCases: [WrittenCase<VMLExpression>] = [
        WrittenCase(.number(8), "0"),
        WrittenCase(.member("blue"), "0"),
        WrittenCase(.member("blue").member("opacity", 0.5), "2"),
        WrittenCase([1, [2]], "2"),
        WrittenCase(.tuple([.labeled("x", .member("red").member("opacity", 0.5))]), "3"),
        WrittenCase(.range(.closed(1, .member(.identifier("Int"), "max"))), "2"),
        WrittenCase(.attr(VMLAttrBinding("w")), "0"),
        WrittenCase(.attr(VMLAttrBinding("w", fallback: 200)), "1"),
        WrittenCase(.call(.implicitMember("f"), [VMLArgument([[[1]]])]), "4"),
    ]

    @Test(arguments: depthCases)
    func nestingDepthCountsTheLevelsInside(_ row: WrittenCase<VMLExpression>) {
        #expect(String(row.value.nestingDepth) == row.written, sourceLocation: row.sourceLocation)
    }

    @Test func payloadsCompareAndHashAsTheirExpression() {
        // Made apart (two boxes) and copied (one box): equal either way, and hashed alike.
        let pairs: [(VMLExpression, VMLExpression)] = [
            (.member(.implicitMember("red"), "opacity"), .member(.implicitMember("red"), "opacity")),
            (.call(.implicitMember("f"), [1]), .call(.implicitMember("f"), [1])),
            ([1, [2]], [1, [2]]),
            (.tuple([.labeled("x", 1)]), .tuple([.labeled("x", 1)])),
            (.range(.closed(1, 2)), .range(.closed(1, 2))),
            (.attr(VMLAttrBinding("a", fallback: 1)), .attr(VMLAttrBinding("a", fallback: 1))),
        ]
        for (a, b) in pairs {
            let copy = a
            #expect(a == b && a == copy && a.hashValue == b.hashValue, "\(a)")
        }
        #expect(VMLRange.closed(1, 2) != .halfOpen(1, 2))
        #expect(VMLRange.closed(1, 2).hashValue != VMLRange.halfOpen(1, 2).hashValue)
        #expect(VMLExpression.Member(.implicitMember("red"), "a") != VMLExpression.Member(.implicitMember("red"), "b"))
        #expect(VMLExpression.Elements([1]) != VMLExpression.Elements([1, 1]))
        #expect(VMLAttrBinding("a", fallback: 1) != VMLAttrBinding("a", fallback: 2))
    }

    @Test func payloadsDescribeThemselvesInTheirCanonicalText() {
        #expect(VMLExpression.Member(.identifier("Color"), "yellow").description == "Member(base: Color, name: yellow)")
        #expect(VMLExpression.Call(.implicitMember("system"), [.labeled("size", 17)]).description == "Call(.system(size: 17))")
        #expect(VMLExpression.Elements([.member("blue")]).description == "[.blue]")
        #expect(VMLExpression.Fields([.labeled("x", 1)]).description == "(x: 1)")
        #expect(VMLRange.upTo(3).description == "..<3")
        #expect(VMLAttrBinding("title", type: .string, fallback: "Untitled").description == #"attr(title type(<string>), "Untitled")"#)
        #expect(VMLRange.from(.number(.nan)).description.hasPrefix("<no VML text: "))
    }
}
