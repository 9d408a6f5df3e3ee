import Testing
import VMLCore

/// Docs/CanonicalForm.md#names: names that cannot be written validly are rejected with the node path.
@Suite struct NameTests {
    static func nested(_ node: VMLNode) -> [VMLNode] {
        [.element("VStack", children: [.element("Text", children: ["a"]), "b", node])]
    }

    static let invalid: [(node: VMLNode, reason: VMLSerializationError.Reason)] = [
        (.element("Sta r"), .invalidElementName("Sta r")),
        (.element(""), .invalidElementName("")),
        (.element("1Text"), .invalidElementName("1Text")),
        (.element("Gauge."), .invalidElementName("Gauge.")),
        (.element("a-b"), .invalidElementName("a-b")),
        (.element("Text", attributes: ["a\"b": "1"]), .invalidAttributeName("a\"b")),
        (.element("Text", attributes: ["a b": "1"]), .invalidAttributeName("a b")),
        (.element("Text", attributes: ["-x": "1"]), .invalidAttributeName("-x")),
        (.element("Text", attributes: ["style": "padding(8)"]), .invalidAttributeName("style")),
        (.element("Text", attributes: ["template": "has space"]), .invalidTemplateName("has space")),
        (.element("Text", attributes: ["template": ""]), .invalidTemplateName("")),
        (.element("Text", style: [VMLModifier("pad ding")]), .invalidStyleName("pad ding")),
        (.element("Text", style: [VMLModifier("m", .labeled("a-b", 1))]), .invalidStyleName("a-b")),
        (.element("Text", style: [VMLModifier("m", VMLArgument(.symbol("my bg")))]), .invalidStyleName("my bg")),
        (.element("Text", style: [VMLModifier("m", VMLArgument(.attr(VMLAttrBinding("data-id"))))]), .invalidStyleName("data-id")),
        (.element("Text", style: [VMLModifier("m", VMLArgument(.member("true")))]), .invalidStyleName("true")),
        (.element("Text", style: [VMLModifier("nil")]), .invalidStyleName("nil")),
    ]

    @Test(arguments: invalid)
    func invalidNamesThrowWithThePath(node: VMLNode, reason: VMLSerializationError.Reason) throws {
        let error = try #require(TestSupport.serializationError(Self.nested(node)))
        #expect(error.reason == reason)
        let name = node.element?.name ?? ""
        #expect(error.path.description == "VStack[0] > \(name)[2]")
        #expect(error.description.hasPrefix("VStack[0] > \(name)[2]: "))
    }

    @Test(arguments: [VMLFormat.pretty, .compact])
    func nothingIsWrittenForAnInvalidDocument(format: VMLFormat) {
        var buffer = Array("keep".utf8)
        #expect(throws: VMLSerializationError.self) {
            try VMLSerializer(format: format).serialize(Self.nested(.element("Sta r")), into: &buffer)
        }
        #expect(buffer == Array("keep".utf8))
    }

    static let valid: [VMLNode] = [
        .element("Gauge.Label"),
        .element("_private9"),
        .element("E", attributes: ["phx-click": "go", "data-id": "1", "xlink:href": "u", "a.b": "c", "_x": "y"]),
        .element("E", attributes: ["template": "bg2"]),
    ]

    @Test(arguments: valid)
    func validNamesAreWritten(node: VMLNode) throws {
        #expect(TestSupport.serializationError([node]) == nil)
    }

    @Test func pathIndicesCountTextNodes() throws {
        let nodes: [VMLNode] = ["top", .element("A", children: [.element("B"), .element("C", children: ["t", .element("D!")])])]
        let error = try #require(TestSupport.serializationError(nodes))
        #expect(error.path.description == "A[1] > C[1] > D![1]")
    }
}
