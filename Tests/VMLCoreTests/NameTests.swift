import Testing
@_spi(VMLInternals) import VMLCore
import VMLTestSupport

/// Docs/CanonicalForm.md#names: names that cannot be written validly are rejected with the node path.
@Suite struct NameTests {
    static func nested(_ node: VMLNode) -> [VMLNode] {
        [.element("VStack", children: [.element("Text", children: ["a"]), "b", node])]
    }

    /// A node whose name cannot be written, and the reason the serializer gives; the row keeps
    /// where it was written, so a failure points at its line.
    struct InvalidNameCase: Sendable, CustomTestStringConvertible {
        let node: VMLNode
        let reason: VMLSerializationError.Reason
        let sourceLocation: SourceLocation

        init(_ node: VMLNode, _ reason: VMLSerializationError.Reason, sourceLocation: SourceLocation = #_sourceLocation) {
            self.node = node
            self.reason = reason
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { "\(reason)" }
    }

    static let invalid: [InvalidNameCase] = [
        InvalidNameCase(.element("Sta r"), .invalidElementName("Sta r")),
        InvalidNameCase(.element(""), .invalidElementName("")),
        InvalidNameCase(.element("1Text"), .invalidElementName("1Text")),
        InvalidNameCase(.element("Gauge."), .invalidElementName("Gauge.")),
        InvalidNameCase(.element("a-b"), .invalidElementName("a-b")),
        InvalidNameCase(.element("Text", attributes: ["a\"b": "1"]), .invalidAttributeName("a\"b")),
        InvalidNameCase(.element("Text", attributes: ["a b": "1"]), .invalidAttributeName("a b")),
        InvalidNameCase(.element("Text", attributes: ["-x": "1"]), .invalidAttributeName("-x")),
        InvalidNameCase(.element("Text", attributes: ["style": "padding(8)"]), .invalidAttributeName("style")),
        InvalidNameCase(.element("Text", attributes: ["template": "has space"]), .invalidTemplateName("has space")),
        InvalidNameCase(.element("Text", attributes: ["template": ""]), .invalidTemplateName("")),
        InvalidNameCase(.element("Text", style: [VMLModifier("pad ding")]), .invalidStyleName("pad ding")),
        InvalidNameCase(.element("Text", style: [VMLModifier("m", .labeled("a-b", 1))]), .invalidStyleName("a-b")),
        InvalidNameCase(.element("Text", style: [VMLModifier("m", VMLArgument(.symbol("my bg")))]), .invalidStyleName("my bg")),
        InvalidNameCase(
            .element("Text", style: [VMLModifier("m", VMLArgument(.attr(VMLAttrBinding("data-id"))))]), .invalidStyleName("data-id")),
        InvalidNameCase(.element("Text", style: [VMLModifier("m", VMLArgument(.member("true")))]), .invalidStyleName("true")),
        InvalidNameCase(.element("Text", style: [VMLModifier("nil")]), .invalidStyleName("nil")),
    ]

    @Test(arguments: invalid)
    func invalidNamesThrowWithThePath(_ row: InvalidNameCase) throws {
        let error = try #require(TestSupport.serializationError(Self.nested(row.node)), sourceLocation: row.sourceLocation)
        #expect(error.reason == row.reason, sourceLocation: row.sourceLocation)
        let name = row.node.element?.name ?? ""
        #expect(error.path.description == "VStack[0] > \(name)[2]", sourceLocation: row.sourceLocation)
        #expect(error.description.hasPrefix("VStack[0] > \(name)[2]: "), sourceLocation: row.sourceLocation)
    }

    @Test(arguments: VMLFormat.allCases)
    func nothingIsWrittenForAnInvalidDocument(format: VMLFormat) {
        var buffer = Array("keep".utf8)
        #expect(throws: VMLSerializationError.self) {
            try VMLSerializer(format: format).serialize(Self.nested(.element("Sta r")), into: &buffer)
        }
        #expect(buffer == Array("keep".utf8))
    }

    static let valid: [ValueCase<VMLNode>] = [
        ValueCase(.element("Gauge.Label")),
        ValueCase(.element("_private9")),
        ValueCase(.element("E", attributes: ["phx-click": "go", "data-id": "1", "xlink:href": "u", "a.b": "c", "_x": "y"])),
        ValueCase(.element("E", attributes: ["template": "bg2"])),
    ]

    @Test(arguments: valid)
    func validNamesAreWritten(_ row: ValueCase<VMLNode>) throws {
        #expect(TestSupport.serializationError([row.value]) == nil, sourceLocation: row.sourceLocation)
    }

    @Test func identifierBytesAreLettersDigitsAndUnderscore() {
        for value in 0...255 {
            let byte = UInt8(value)
            #expect(VMLASCII.isIdentifierByte(byte) == (VMLASCII.isLetter(byte) || VMLASCII.isDigit(byte)), "byte \(value)")
        }
    }

    /// The eight-at-a-time check against the byte-by-byte one: every byte at every place of names
    /// of 1 to 20 bytes, which take each of its paths (a byte loop, two halves, one word, words).
    @Test func identifierBytesReadEightAtATime() {
        var mismatches: [String] = []
        for count in TestScale.current.placedByteCounts {
            for position in 0..<count {
                for value in 0...255 {
                    var name = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    name[position] = UInt8(value)
                    let expected = VMLASCII.isIdentifierByte(UInt8(value))
                    let read = ByteView.with(name, VMLASCII.areIdentifierBytes)
                    let styleName = ByteView.with(name, VMLName.isStyleName(utf8:))
                    if read != expected || styleName != (expected && (position > 0 || VMLASCII.isLetter(UInt8(value)))) {
                        mismatches.append("\(count) bytes, byte \(value) at \(position)")
                    }
                }
            }
        }
        #expect(mismatches.count == 0, "the first: \(mismatches.prefix(10))")
        #expect(ByteView.with([UInt8](), VMLASCII.areIdentifierBytes))
        #expect(!ByteView.with([UInt8](), VMLName.isStyleName(utf8:)))
    }

    /// The word-at-a-time flags the identifier check and the parser's name scan share, as their
    /// doc comments give them.
    @Test func byteFlagsAreTheDocumentedOnes() {
        #expect(VMLASCII.identifierByteFlags(0x2D61) == 0x80)
        #expect(ByteWord.bytes(in: 0x2E2D, from: 0x2D, through: 0x2D) == 0x80)
        #expect(VMLASCII.identifierByteFlags(0x5F39_5A61) == 0x8080_8080)  // "aZ9_"
    }

    /// Element and attribute names, read a word at a time when they are one identifier, against
    /// the rule spelled byte by byte: every ASCII byte at every place of names of 1 to 20 bytes.
    @Test func elementAndAttributeNamesAtEveryPlace() {
        let mismatches = PlacedByte.mismatches { placed in
            let (value, position) = (placed.value, placed.position)
            let identifier = VMLASCII.isLetter(value) || (position > 0 && VMLASCII.isDigit(value))
            // A dot joins two identifiers: never first or last.
            let element = identifier || (value == UInt8(ascii: ".") && position > 0 && position < placed.count - 1)
            let separators: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ".")]
            let attribute = identifier || (position > 0 && separators.contains(value))
            return VMLName.isElementName(placed.string) == element && VMLName.isAttributeName(placed.string) == attribute
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// Every name the serializer writes, against its rule: a short ASCII name is checked and
    /// written from the string's own words, a longer or non-ASCII one from its bytes, and both
    /// must accept, refuse and write the same. Every ASCII byte at every place of names of 1 to 20
    /// bytes (15 is the longest held in the string itself), then the edge cases by name.
    @Test func namesTheSerializerWritesFollowTheirRules() throws {
        func written(_ nodes: [VMLNode]) -> String? { try? TestSupport.compact(nodes) }
        func mismatch(_ name: String) -> Bool {
            let style = VMLName.isStyleName(name)
            let wrote = (
                element: written([.element(name)]),
                closed: written([.element(name, children: [.element("A"), .element("B")])]),
                attribute: written([.element("E", attributes: [name: "v"])]),
                modifier: written([.element("E", style: [VMLModifier(name)])]),
                label: written([.element("E", style: [VMLModifier("m", .labeled(name, 1))])]),
                member: written([.element("E", style: [VMLModifier("m", VMLArgument(.implicitMember(name)))])])
            )
            return wrote.element != (VMLName.isElementName(name) ? "<\(name)/>" : nil)
                || wrote.closed != (VMLName.isElementName(name) ? "<\(name)><A/><B/></\(name)>" : nil)
                || wrote.attribute != (VMLName.isAttributeName(name) ? "<E \(name)=\"v\"/>" : nil)
                || wrote.modifier != (style ? "<E style=\"\(name)()\"/>" : nil)
                || wrote.label != (style ? "<E style=\"m(\(name): 1)\"/>" : nil)
                || wrote.member != (style ? "<E style=\"m(.\(name))\"/>" : nil)
        }
        let placed = PlacedByte.mismatches { !mismatch($0.string) }
        #expect(placed.isEmpty, "the first: \(placed.prefix(10))")
        let edges =
            ["", "a", "nil", "true", "false", "style", "nils", "trues", "falsey", "styles", "Nil", "tru", "fals", "styl"]
            + ["é", "aé", "éa", String(repeating: "a", count: 14) + "é", "Gauge.Label", "data-id", "xlink:href", ".a", "a."]
            + (0...16).map { String(repeating: "x", count: $0) } + (0...16).map { String(repeating: "Z9", count: $0 / 2) }
        let named = edges.filter(mismatch)
        #expect(named.isEmpty, "\(named)")
    }

    @Test func reservedWordsAreNotStyleNames() {
        for word in VMLName.reservedWords {
            #expect(!VMLName.isStyleName(word))
            #expect(VMLName.isStyleName(word + "s"))
            #expect(VMLName.isIdentifier(word))
        }
        #expect(VMLName.isStyleName("nul") && VMLName.isStyleName("tru") && VMLName.isStyleName("fals"))
    }

    @Test func pathIndicesCountTextNodes() throws {
        let nodes: [VMLNode] = ["top", .element("A", children: [.element("B"), .element("C", children: ["t", .element("D!")])])]
        let error = try #require(TestSupport.serializationError(nodes))
        #expect(error.path.description == "A[1] > C[1] > D![1]")
    }

    /// The validator's quick reads of `template` agree with the attribute subscript.
    @Test func templateNameIsTheLastTemplateAttribute() {
        let cases: [([VMLAttribute], String?)] = [
            ([], nil),
            ([VMLAttribute("id", "a"), VMLAttribute("template", "label")], "label"),
            ([VMLAttribute("template", "first"), VMLAttribute("x", "1"), VMLAttribute("template", "last")], "last"),
            ([VMLAttribute("templates", "no"), VMLAttribute("Template", "no"), VMLAttribute("templat", "no")], nil),
        ]
        for (attributes, expected) in cases {
            let element = VMLNode.Element("E", attributes: attributes)
            #expect(element.templateName == expected)
            #expect(element.templateName == element[attribute: "template"])
        }
        #expect(VMLNode.Element.isTemplateAttribute("template"))
        #expect(!VMLNode.Element.isTemplateAttribute("templatE") && !VMLNode.Element.isTemplateAttribute("id"))
    }
}
