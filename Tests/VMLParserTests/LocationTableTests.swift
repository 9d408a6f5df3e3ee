import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// The parser's source map keeps flat arrays (memory linear in the number of elements) and
/// answers every lookup as a map keyed by full paths would.
@Suite struct LocationTableTests {
    /// Every path of the map, and some that are not in it, looked up in the parser's map and in a
    /// map built from its path dictionaries.
    static func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (document, locations) = try VMLParser().parseWithSourceMap(text)
        let map = VMLSourceMap(elements: locations.elements, attributes: locations.attributes)
        #expect(try VMLParser().parse(text) == document, sourceLocation: sourceLocation)
        #expect(locations == map, sourceLocation: sourceLocation)
        for (path, location) in map.elements {
            #expect(locations.location(of: path) == location, "\(path)", sourceLocation: sourceLocation)
            for (name, attributeLocation) in map.attributes[path] ?? [:] {
                #expect(
                    locations.location(ofAttribute: name, at: path) == attributeLocation, "\(path) \(name)", sourceLocation: sourceLocation)
            }
            #expect(locations.location(ofAttribute: "no-such", at: path) == nil, sourceLocation: sourceLocation)
            let last = path.steps[path.steps.count - 1]
            let parent = VMLNodePath(Array(path.steps.dropLast()))
            #expect(locations.location(of: parent.appending(last.name + "X", last.index)) == nil, sourceLocation: sourceLocation)
            #expect(locations.location(of: parent.appending(last.name, last.index + 1_000)) == nil, sourceLocation: sourceLocation)
            #expect(
                locations.location(of: path.appending("Text", 0)) == map.elements[path.appending("Text", 0)], sourceLocation: sourceLocation
            )
        }
        #expect(locations.location(of: VMLNodePath()) == nil, sourceLocation: sourceLocation)
    }

    @Test func agreesWithTheSourceMapOnAHandWrittenDocument() throws {
        try Self.expectAgreement(
            "\u{FEFF}<VStack id=\"a\">\n  hello\n  <Text\n    title=\"t\"\n    style=\"padding(8)\">x</Text>\n  <Image systemName=\"star\"/>\n"
                + "  <HStack><A/>t<B x='1' y='2'><C/></B><A/></HStack>\n</VStack>\n<Spacer/>text<Spacer/>"
        )
    }

    @Test(arguments: 0..<40)
    func agreesWithTheSourceMapOnRandomDocuments(_ seed: Int) throws {
        var generator = RandomTreeGenerator(seed: UInt64(70_000 + seed))
        let document = generator.document()
        try Self.expectAgreement(try document.serialized(seed % 2 == 0 ? .pretty : .compact))
    }

    @Test func findsTheElementsOfADeepDocument() throws {
        let block = String(repeating: "<a>", count: 512) + String(repeating: "</a>", count: 512)
        let text = String(repeating: block, count: 40)
        // A path per element, as the source map used to keep, held 1.4 GB for 1 MB of this shape.
        let (document, table) = try VMLParser().parseWithSourceMap(text)
        #expect(document.nodes.count == 40)
        let deepest = VMLNodePath([.init("a", 39)] + Array(repeating: VMLNodePath.Step("a", 0), count: 511))
        #expect(table.location(of: deepest) == VMLSourceLocation(line: 1, column: 39 * block.count + 511 * 3 + 1))
    }
}
