import Testing

@testable import VMLCore

@Test func serializesAText() throws {
    let document: VMLDocument = [.element("Text", children: ["Hi"])]
    #expect(try document.serialized() == "<Text>Hi</Text>\n")
}
