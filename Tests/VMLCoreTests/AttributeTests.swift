import Testing
import VMLCore

/// Docs/CanonicalForm.md#attributes: quoting, escaping and order.
@Suite struct AttributeTests {
    static let valueCases: [WrittenCase<String>] = [
        WrittenCase("plain", "plain"),
        WrittenCase("say \"hi\"", "say &quot;hi&quot;"),
        WrittenCase("it's", "it's"),
        WrittenCase("a<b>&c", "a&lt;b&gt;&amp;c"),
        WrittenCase("1\n2\r3\t4", "1&#10;2&#13;3&#9;4"),
        WrittenCase(" edge ", " edge "),
        WrittenCase("", ""),
    ]

    @Test(arguments: valueCases)
    func valuesAreDoubleQuotedAndEscaped(_ row: WrittenCase<String>) throws {
        #expect(
            try TestSupport.compact([.element("E", attributes: ["v": row.value])]) == "<E v=\"\(row.written)\"/>",
            sourceLocation: row.sourceLocation)
    }

    /// One character that needs a look, at every position across two eight-byte words: the
    /// serializer skips eight plain bytes at a time, and must stop at each of these wherever it
    /// stands.
    static let lookCases: [WrittenCase<String>] = [
        WrittenCase("\"", "&quot;"),
        WrittenCase("&", "&amp;"),
        WrittenCase("<", "&lt;"),
        WrittenCase(">", "&gt;"),
        WrittenCase("\n", "&#10;"),
        WrittenCase("\t", "&#9;"),
        WrittenCase("\u{1}", "\u{FFFD}"),
        WrittenCase("\u{FEFF}", "&#xFEFF;"),
        WrittenCase("\u{FFFE}", "\u{FFFD}"),
        WrittenCase("\\", "\\"),
        WrittenCase("é", "é"),
        WrittenCase("\u{7F}", "\u{7F}"),
    ]

    @Test(arguments: lookCases)
    func eachEscapeIsFoundAtEveryPositionOfAWord(_ row: WrittenCase<String>) throws {
        for position in 0...17 {
            let before = String(repeating: "a", count: position)
            let after = String(repeating: "b", count: 17 - position)
            #expect(
                try TestSupport.compact([.element("E", attributes: ["v": before + row.value + after])])
                    == "<E v=\"\(before)\(row.written)\(after)\"/>",
                "at \(position)", sourceLocation: row.sourceLocation)
        }
    }

    /// Names and values of every length from 0 to 40, each byte different, between runs that
    /// are written too: the short copies (two loads and two stores that may overlap) put every
    /// byte in its place and nothing past it.
    @Test func namesAndValuesOfEveryLengthAreWrittenWhole() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for length in 0...40 {
            let value = String((0..<length).map { letters[($0 * 7 + length) % letters.count] })
            let name = "n" + value
            let written = try TestSupport.compact([
                .element("E", attributes: [name: value, "z": "\(length)"], children: [.text(value + "!")])
            ])
            #expect(written == "<E \(name)=\"\(value)\" z=\"\(length)\">\(value)!</E>", "length \(length)")
        }
    }

    /// Many attributes and many `attr(…)` references: the order still follows the rule (the
    /// lookups behind it are a set past a handful, so this is n log n; `vml-bench hostile`
    /// measures the scaling).
    @Test func orderHoldsForTensOfThousandsOfAttributes() throws {
        let count = 20_000
        let names = (0..<count).map { "a\($0)" }
        let referenced = names.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let element = VMLNode.Element(
            "E",
            attributes: names.reversed().map { VMLAttribute($0, "v") } + [VMLAttribute("a1", "last")],
            style: [VMLModifier("m", arguments: referenced.map { VMLArgument(.attr(VMLAttrBinding($0))) })]
        )
        let written = element.canonicalized().attributes
        let unreferenced = names.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(
            written.map(\.name) == unreferenced.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                + referenced.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(written.first { $0.name == "a1" }?.value == "last")
    }

    @Test func orderIsIdTemplateUnreferencedThenReferenced() throws {
        let element = VMLNode.Element(
            "Text",
            attributes: [
                VMLAttribute("zeta", "1"), VMLAttribute("title", "T"), VMLAttribute("Beta", "2"),
                VMLAttribute("template", "bg"), VMLAttribute("alpha", "3"), VMLAttribute("id", "x"),
                VMLAttribute("count", "4"),
            ],
            style: [
                VMLModifier("navigationTitle", TestSupport.arg(.attr(VMLAttrBinding("title")))),
                VMLModifier("badge", TestSupport.arg(.attr(VMLAttrBinding("count", type: .integer)))),
            ]
        )
        let text = try TestSupport.compact([.element(element)])
        let expected =
            #"<Text id="x" template="bg" Beta="2" alpha="3" zeta="1" count="4" title="T" "#
            + #"style="navigationTitle(attr(title)), badge(attr(count type(&lt;integer&gt;)))"/>"#
        #expect(text == expected)
    }

    @Test func attrReferencesInsideNestedArgumentsCount() throws {
        let element = VMLNode.Element(
            "Rectangle",
            attributes: [VMLAttribute("w", "10"), VMLAttribute("a", "1")],
            style: [VMLModifier("frame", .labeled("width", .array([.tuple([.labeled("x", .attr(VMLAttrBinding("w")))])])))]
        )
        #expect(try TestSupport.compact([.element(element)]).hasPrefix(#"<Rectangle a="1" w="10" style="#))
    }

    @Test func attrReferencesInAChildsStyleDoNotCount() throws {
        let child: VMLNode = .element("Text", style: [VMLModifier("navigationTitle", TestSupport.arg(.attr(VMLAttrBinding("a"))))])
        let parent = VMLNode.Element("VStack", attributes: [VMLAttribute("b", "1"), VMLAttribute("a", "2")], children: [child])
        #expect(try TestSupport.compact([.element(parent)]).hasPrefix(#"<VStack a="2" b="1">"#))
    }

    @Test func namesSortBytewise() throws {
        let element = VMLNode.Element("E", attributes: ["b", "_x", "B", "a-b", "a:b", "a", "a.b"].map { VMLAttribute($0, "") })
        #expect(try TestSupport.compact([.element(element)]) == #"<E B="" _x="" a="" a-b="" a.b="" a:b="" b=""/>"#)
    }

    @Test func aDuplicateAttributeKeepsTheLastValueInTheFirstsPlace() throws {
        let element = VMLNode.Element("E", attributes: [VMLAttribute("k", "1"), VMLAttribute("j", "2"), VMLAttribute("k", "3")])
        #expect(try TestSupport.compact([.element(element)]) == #"<E j="2" k="3"/>"#)
        #expect(element[attribute: "k"] == "3")
        #expect(element[attribute: "j"] == "2")
        #expect(element[attribute: "i"] == nil)
        let long = VMLNode.Element("E", attributes: [VMLAttribute("data-a-long-name", "1"), VMLAttribute("data-a-long-name", "2")])
        #expect(long[attribute: "data-a-long-name"] == "2")
        #expect(long[attribute: "data-a-long-nam"] == nil)
    }

    @Test func theSubscriptSetsInPlaceAndNilRemoves() {
        var element = VMLNode.Element("Text", attributes: [VMLAttribute("title", "A"), VMLAttribute("id", "x")])
        element[attribute: "title"] = "Home"
        #expect(element.attributes == [VMLAttribute("title", "Home"), VMLAttribute("id", "x")])
        element[attribute: "title"] = nil
        #expect(element.attributes == [VMLAttribute("id", "x")])
        element[attribute: "new"] = "v"
        #expect(element[attribute: "new"] == "v")
    }

    @Test func anEmptyStyleIsOmitted() throws {
        #expect(try TestSupport.compact([.element("E", attributes: ["a": "1"], style: [])]) == #"<E a="1"/>"#)
    }
}
