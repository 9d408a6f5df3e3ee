import Testing
import VMLCore

/// Docs/CanonicalForm.md#layouts and the optional doctype line.
@Suite struct LayoutTests {
    static let screen: [VMLNode] = [
        .element(
            "VStack",
            attributes: ["spacing": "8"],
            children: [
                .element("Text", children: ["Hello"]),
                .element("Image", attributes: ["systemName": "star"]),
                .element("HStack", children: [.element("Spacer"), "tail"]),
            ]
        ),
        "after",
    ]

    @Test func prettyIndentsTwoSpacesAndEndsWithOneNewline() throws {
        let expected = """
            <VStack spacing="8">
              <Text>Hello</Text>
              <Image systemName="star"/>
              <HStack>
                <Spacer/>
                tail
              </HStack>
            </VStack>
            after

            """
        #expect(try TestSupport.pretty(Self.screen) == expected)
    }

    /// Every line of a 40-deep chain is indented two spaces a level, below and past the 64
    /// spaces the writer fills eight at a time.
    @Test func indentationIsTwoSpacesALevelAtEveryDepth() throws {
        var node: VMLNode = .element("Leaf", children: ["x"])
        for _ in 0..<40 { node = .element("A", children: [node]) }
        let lines = try TestSupport.pretty([node]).split(separator: "\n")
        #expect(lines.count == 81)
        for (number, line) in lines.enumerated() {
            let depth = number <= 40 ? number : 80 - number
            #expect(line.prefix { $0 == " " }.count == 2 * depth, "line \(number + 1)")
            #expect(line.dropFirst(2 * depth).first == "<", "line \(number + 1)")
        }
    }

    @Test func compactHasNoWhitespaceBetweenTagsAndNoFinalNewline() throws {
        let expected = #"<VStack spacing="8"><Text>Hello</Text><Image systemName="star"/><HStack><Spacer/>tail</HStack></VStack>after"#
        #expect(try TestSupport.compact(Self.screen) == expected)
    }

    @Test func anEmptyElementSelfClosesWithoutASpace() throws {
        #expect(try TestSupport.pretty([.element("Spacer")]) == "<Spacer/>\n")
        #expect(try TestSupport.compact([.element("Spacer", attributes: ["minLength": "4"])]) == #"<Spacer minLength="4"/>"#)
    }

    @Test func onlyASingleTextChildStaysOnOneLine() throws {
        let twoTexts: [VMLNode] = [.element("Text", children: [.element("Text", children: ["a"])])]
        #expect(try TestSupport.pretty(twoTexts) == "<Text>\n  <Text>a</Text>\n</Text>\n")
        #expect(try TestSupport.pretty([.element("Text", children: ["a"])]) == "<Text>a</Text>\n")
    }

    @Test func longAttributeListsStayOnTheTagsLine() throws {
        let attributes = (0..<40).map { VMLAttribute("a\($0 + 10)", String(repeating: "x", count: 20)) }
        let text = try TestSupport.pretty([.element(VMLNode.Element("E", attributes: attributes))])
        #expect(text.split(separator: "\n").count == 1)
        #expect(text.hasSuffix("\"/>\n"))
    }

    @Test func everyTopLevelNodeStartsOnANewLine() throws {
        #expect(try TestSupport.pretty([.element("A"), .element("B"), "c"]) == "<A/>\n<B/>\nc\n")
        #expect(try TestSupport.compact([.element("A"), .element("B"), "c"]) == "<A/><B/>c")
    }

    @Test func anEmptyDocumentIsEmptyText() throws {
        #expect(try TestSupport.pretty([]) == "")
        #expect(try TestSupport.compact([]) == "")
    }

    @Test(arguments: VMLFormat.allCases)
    func theDoctypeLineIsOptionalAndOffByDefault(format: VMLFormat) throws {
        let document: VMLDocument = [.element("Text", children: ["Hi"])]
        let plain = try VMLSerializer(format: format).serialize(document)
        let withDoctype = try VMLSerializer(format: format, writesDoctype: true).serialize(document)
        #expect(!plain.contains("doctype"))
        #expect(withDoctype == "<!doctype swiftui+vml>\n" + plain)
    }

    @Test(arguments: VMLFormat.allCases)
    func theSameTreeGivesTheSameBytesEveryTime(format: VMLFormat) throws {
        let serializer = VMLSerializer(format: format)
        var first: [UInt8] = []
        var second: [UInt8] = []
        try serializer.serialize(VMLDocument(Self.screen), into: &first)
        try serializer.serialize(VMLDocument(Self.screen), into: &second)
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func serializingAppendsToWhatTheBufferHolds() throws {
        var body = Array("HTTP body: ".utf8)
        try VMLSerializer(format: .compact).serialize([.element("A")], into: &body)
        #expect(String(decoding: body, as: UTF8.self) == "HTTP body: <A/>")
    }
}
