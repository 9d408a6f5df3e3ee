import Testing
import VML
import VMLTestSupport

@testable import vml_demo

/// The spec's complete screen (§9) as vml-demo builds it with the DSL.
@Suite struct CompleteScreenTests {
    /// The canonical text of §9, from the hand-built tree that the core checks byte for byte
    /// against `Tests/VMLParserTests/Fixtures/spec/32-complete-screen.canonical.vml`.
    static var expected: String {
        get throws { try SpecExamples.document("complete-screen").serialized() }
    }

    @Test func rendersTheSpecScreen() throws {
        #expect(try HomeScreen().renderVML() == Self.expected)
        #expect(try Self.expected.hasPrefix("<VStack id=\"home\""))
    }

    @Test func compactIsThePrettyTextWithoutLayout() throws {
        let compact = try HomeScreen().renderVML(.compact)
        #expect(!compact.contains("\n"))
        #expect(compact.hasPrefix("<VStack id=\"home\" title=\"Home\" style="))
        #expect(compact.hasSuffix("</List></VStack>"))
    }

    @Test func byteVariantMatchesTheString() throws {
        var bytes: [UInt8] = Array("prefix:".utf8)
        try HomeScreen().renderVML(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix:" + (try Self.expected))
    }

    @Test func nodeTreeIsAvailable() throws {
        let document = HomeScreen().vmlDocument
        #expect(document.nodes.count == 1)
        let root = try #require(document.nodes.first?.element)
        #expect(root.name == "VStack")
        #expect(root[attribute: "id"] == "home")
        #expect(root.children.compactMap(\.element).map(\.name) == ["Text", "Card", "List"])
        #expect(HomeScreen().vmlNodes == document.nodes)
    }
}
