import Foundation
import Testing
import VMLCore
import VMLTestSupport

/// The Codable JSON form is a stored format: these tests pin its exact shape.
@Suite struct JSONFormTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func documentShape() throws {
        let document: VMLDocument = [
            .element(
                "Text",
                attributes: ["title": "Home"],
                style: [VMLModifier("padding", 8)],
                children: ["Hi"]
            ),
            "tail",
        ]
        #expect(
            try json(document)
                == #"{"nodes":[{"attributes":[{"name":"title","value":"Home"}],"children":[{"text":"Hi"}],"element":"Text","#
                + #""style":[{"arguments":[{"value":{"number":8}}],"name":"padding"}]},{"text":"tail"}]}"#
        )
    }

    @Test func emptyPartsAreLeftOut() throws {
        #expect(try json(VMLNode.element("Divider")) == #"{"element":"Divider"}"#)
        #expect(try json(VMLModifier("padding")) == #"{"name":"padding"}"#)
        #expect(try json(VMLArgument(1)) == #"{"value":{"number":1}}"#)
    }

    static let expressions: [WrittenCase<VMLExpression>] = [
        WrittenCase(.number(-2.5), #"{"number":-2.5}"#),
        WrittenCase(.angle(degrees: 45), #"{"angle":45}"#),
        WrittenCase(.string("a\"b"), #"{"string":"a\"b"}"#),
        WrittenCase(.boolean(false), #"{"boolean":false}"#),
        WrittenCase(.null, #"{"nil":true}"#),
        WrittenCase(.hex("#FF0000"), #"{"color":{"hex":"FF0000"}}"#),
        WrittenCase(
            .color(.function(.hsl, [.init(210), .init(50, percent: true)])),
            #"{"color":{"components":[{"value":210},{"percent":true,"value":50}],"function":"hsl"}}"#
        ),
        WrittenCase(.symbol("bg"), #"{"symbol":"bg"}"#),
        WrittenCase(
            .attr(VMLAttrBinding("w", type: .number, fallback: 200)),
            #"{"attr":{"fallback":{"number":200},"name":"w","type":"number"}}"#
        ),
        WrittenCase(.attr(VMLAttrBinding("title")), #"{"attr":{"name":"title"}}"#),
        WrittenCase([.member("blue")], #"{"array":[{"implicitMember":"blue"}]}"#),
        WrittenCase(.tuple([.labeled("x", 1), VMLArgument(0)]), #"{"tuple":[{"label":"x","value":{"number":1}},{"value":{"number":0}}]}"#),
        WrittenCase(.range(.closed(2, 4)), #"{"range":{"kind":"closed","lower":{"number":2},"upper":{"number":4}}}"#),
        WrittenCase(.range(.upTo(3)), #"{"range":{"kind":"upTo","upper":{"number":3}}}"#),
        WrittenCase(.range(.from(1)), #"{"range":{"kind":"from","lower":{"number":1}}}"#),
        WrittenCase(.path("Color.yellow"), #"{"member":{"base":{"identifier":"Color"},"name":"yellow"}}"#),
        WrittenCase(
            .member("black").member("opacity", 0.2),
            #"{"call":{"arguments":[{"value":{"number":0.2}}],"callee":{"member":{"base":{"implicitMember":"black"},"name":"opacity"}}}}"#
        ),
    ]

    @Test(arguments: expressions)
    func expressionShape(_ row: WrittenCase<VMLExpression>) throws {
        #expect(try json(row.value) == row.written, sourceLocation: row.sourceLocation)
        #expect(try decode(VMLExpression.self, row.written) == row.value, sourceLocation: row.sourceLocation)
    }

    @Test func roundTripsAWholeScreen() throws {
        let document: VMLDocument = [
            .element(
                "VStack",
                attributes: ["id": "home"],
                style: [
                    VMLModifier("font", VMLArgument(.member("system", .labeled("size", 17), .labeled("weight", .member("semibold"))))),
                    VMLModifier("lineLimit", VMLArgument(.range(.halfOpen(1, 3)))),
                ],
                children: [.element("Text", children: ["Hi", " there"]), .element("Star", attributes: ["template": "bg"])]
            )
        ]
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(VMLDocument.self, from: data) == document)
    }

    static let withoutExactlyOneKind: [ValueCase<String>] = [
        ValueCase(#"{"number":1,"string":"x"}"#),
        ValueCase(#"{}"#),
        ValueCase(#"{"unknown":1}"#),
    ]

    @Test(arguments: withoutExactlyOneKind)
    func rejectsAnExpressionWithoutExactlyOneKind(_ row: ValueCase<String>) {
        #expect(throws: DecodingError.self, sourceLocation: row.sourceLocation) { try decode(VMLExpression.self, row.value) }
    }

    @Test func rejectsANodeWithoutTextOrElement() {
        #expect(throws: DecodingError.self) { try decode(VMLNode.self, #"{"children":[]}"#) }
    }
}
