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

    /// Text written with every kind of line end (LF, CR, CR LF, inside values and text too),
    /// a byte-order mark now and then, and characters of several bytes and of several scalars:
    /// each element's `<` and each attribute's name is at the line and column a plain count of
    /// the text before it gives.
    @Test(arguments: 0..<60)
    func locationsAreTheLinesAndCharactersBeforeEachName(_ seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(90_000 + seed))
        let separators = ["\n", "\r", "\r\n", " ", "\t", "\n\n", "\r\n  ", ""]
        let words = ["a", "é", "e\u{301}", "日本語", "😀", "👨‍👩‍👧", "🇫🇷", "x y", "a\nb", "c\r\nd", "e\rf", "&amp;", "&#10;"]
        func pick(_ items: [String]) -> String { items[Int(random.next() % UInt64(items.count))] }
        func run(_ choices: [String], upTo count: Int) -> String {
            (0..<Int(random.next() % UInt64(count + 1))).map { _ in pick(choices) }.joined()
        }
        // The text, and the UTF-8 offset of each element's `<` and each attribute's name by path.
        var text = random.next() % 4 == 0 ? "\u{FEFF}" : ""
        var expected: [(path: VMLNodePath, attribute: String?, offset: Int)] = []
        var open: [(path: VMLNodePath, name: String, children: Int)] = []
        var topLevel = 0
        var elements = 0
        while elements < 30 || !open.isEmpty {
            text += run(separators, upTo: 2)
            if elements < 30, open.count < 5, random.next() % 3 != 0 {
                let name = pick(["A", "Text", "VStack"])
                let index = open.isEmpty ? topLevel : open[open.count - 1].children
                let path = (open.last?.path ?? VMLNodePath()).appending(name, index)
                if open.isEmpty { topLevel += 1 } else { open[open.count - 1].children += 1 }
                expected.append((path, nil, text.utf8.count))
                text += "<" + name
                for number in 0..<Int(random.next() % 3) {
                    text += pick([" ", "\n  ", "\r\n\t", "\r "])
                    expected.append((path, "a\(number)", text.utf8.count))
                    text += "a\(number)=\"" + run(words, upTo: 3) + "\""
                }
                elements += 1
                if random.next() % 3 == 0 {
                    text += "/>"
                } else {
                    text += ">"
                    open.append((path, name, 0))
                }
            } else if let innermost = open.last {
                if random.next() % 2 == 0 {
                    // Text counts as a child for the indices of the elements after it.
                    text += run(words, upTo: 2) + "x"
                    open[open.count - 1].children += 1
                    text += run(separators, upTo: 1)
                }
                text += "</" + innermost.name + ">"
                open.removeLast()
            }
        }
        let (_, map) = try VMLParser().parseWithSourceMap(text)
        let bytes = Array(text.utf8)
        for (path, attribute, offset) in expected {
            // Lines end at LF, CR or CR LF (one `Character`); columns count characters.
            var before = String(decoding: bytes[..<offset], as: UTF8.self)
            if before.hasPrefix("\u{FEFF}") { before.removeFirst() }
            var line = 1
            var column = 1
            for character in before {
                if character == "\n" || character == "\r" || character == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            let found = attribute.map { map.location(ofAttribute: $0, at: path) } ?? map.location(of: path)
            #expect(found == VMLSourceLocation(line: line, column: column), "\(path) \(attribute ?? "<")")
        }
    }
}
