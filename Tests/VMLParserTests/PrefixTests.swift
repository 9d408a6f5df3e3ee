import Foundation
import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// Every prefix of tricky inputs, and prefixes of every fixture: each parse entry point returns (a
/// tree or an error) for each one. A loop that can go round without advancing hangs here, so the
/// suite would never finish; what is accepted must also serialize to a fixed point. Every prefix
/// of every fixture is quadratic in its size: CI's release stress step parses them all
/// (`PrefixStress` in Tests/VMLStress); here a sample of them (``prefixEnds(count:)``).
@Suite struct PrefixTests {
    /// Inputs that end, when cut short, inside every construct the reader knows.
    static let trickyDocuments: [ValueCase<String>] = [
        ValueCase(#"<A b={"\"/>"#),
        ValueCase(#"<A b={ "x\"y\\z\n" }/>"#),
        ValueCase(#"<A b={"a&amp;b&#x1F600;"}/>"#),
        ValueCase("<A b={\"x\ty\r\nz\"}/>"),
        ValueCase(#"<A b='it&apos;s' c="&quot;&lt;&gt;&#10;&#x9;"/>"#),
        ValueCase(#"<Text style="navigationTitle("Hi \"there\"").font(.custom("A", size: 1))">x</Text>"#),
        ValueCase(#"<Text style='font(.custom("Avenir Next", size: 18).weight(.bold)), padding(.horizontal, 8),'/>"#),
        ValueCase(#"<A style="x(&quot;a\&quot;b&quot;, [1, 2...3, ..<4, 5...], attr(n type(<color>), .red))"/>"#),
        ValueCase("<A style=\"a(\n\tb: 1e-2,\r\n c: 1_000deg, d: #aabbcc, e: rgb(10%, 20%, 30%), f: :slot)\"/>"),
        ValueCase(#"<A style="t("\u{1F600}\n\t\\\"", nil, true, false, -0.5, .5, 2.)"/>"#),
        ValueCase("\u{FEFF}<?xml version=\"1.0\"?><!-- c --><!doctype swiftui+vml><A/>"),
        ValueCase("<A>text &amp; &#32; <![CDATA[ <b>]] ]]> <!-- -- - --> more</A>"),
        ValueCase("<A>\r\n  a\rb\n</A >"),
        ValueCase("<Gauge.Label phx-click=\"go\" data-id='7' xlink:href=\"u\"></Gauge.Label>"),
        ValueCase("<A><B><C/></B>é👍🏽<D x=\"1\"/></A>"),
        ValueCase("<?pi stuff ?><A/><?x?>"),
    ]

    /// Style expressions cut short inside every construct of the style grammar.
    static let trickyExpressions: [ValueCase<String>] = [
        ValueCase(#".custom("Avenir Next", size: 18).weight(.bold)"#),
        ValueCase(#""a\u{41}\\\"\n\t\r""#),
        ValueCase("[1, 2...3, ..<4, ...5, 6..., 7..<8,]"),
        ValueCase("attr(name type(<color>), .red.opacity(0.5))"),
        ValueCase("rgba(10%, 20, 30, 0.5)"),
        ValueCase("1_000.25e-2deg"),
        ValueCase("Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: #ff000080, location: 1)])"),
        ValueCase("(a: 1, b: :slot, c: nil)"),
    ]

    /// The `.vml` files under every test target's `Fixtures`, read from the source tree, in path
    /// order, each text once: a file with the bytes of an earlier one (an already canonical
    /// snippet's `.canonical.vml`) has the same prefixes.
    static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        guard let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else { return [] }
        var found: [(name: String, bytes: [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "vml" && url.path.contains("/Fixtures/") {
            found.append((String(url.path.dropFirst(tests.path.count + 1)), Array(try Data(contentsOf: url))))
        }
        var seen: Set<[UInt8]> = []
        return found.sorted { $0.name < $1.name }.filter { seen.insert($0.bytes).inserted }
    }

    /// Where the sampled prefixes of a fixture of `count` bytes end: every place in its first and
    /// last 48 bytes, and about 160 places between at a fixed stride with an offset that moves
    /// along, so each lands in a different construct (8 times as many at the full ``TestScale``,
    /// a quarter as many at the sanitizer scale).
    static func prefixEnds(count: Int) -> [Int] {
        let stride = max(1, count / TestScale.current.count(quick: 160, full: 1_280))
        var ends = Set(0...min(count, 48)).union(max(0, count - 48)...count)
        var end = 48
        while end < count {
            ends.insert(end)
            end += stride + end % 7
        }
        return ends.sorted()
    }

    /// Parses the prefixes of `bytes` that end at `ends` (every one by default) through `parse`
    /// (bytes and text) and `parseWithSourceMap`.
    static func checkEveryPrefix(
        of bytes: [UInt8], endingAt ends: [Int]? = nil, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let parser = VMLParser()
        for end in ends ?? Array(0...bytes.count) {
            let prefix = Array(bytes[..<end])
            let text = String(decoding: prefix, as: UTF8.self)
            let fromBytes = Result { () throws(VMLParseError) in try parser.parse(prefix) }
            let fromText = Result { () throws(VMLParseError) in try parser.parse(text) }
            let mapped = Result { () throws(VMLParseError) in try parser.parseWithSourceMap(text) }
            #expect(
                (try? fromText.get()) == (try? mapped.get())?.document, "\(name), prefix of \(end) bytes", sourceLocation: sourceLocation)
            for case .failure(let error) in [fromBytes, fromText] {
                #expect(
                    error.location.line >= 1 && error.location.column >= 1, "\(name), prefix of \(end) bytes",
                    sourceLocation: sourceLocation)
            }
            guard case .success(let document) = fromText else { continue }
            do {
                let canonical = try document.serialized(.compact)
                #expect(
                    try parser.parse(canonical).serialized(.compact) == canonical, "\(name), prefix of \(end) bytes",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("\(name), prefix of \(end) bytes: accepted text does not round-trip: \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: trickyDocuments)
    func everyPrefixOfATrickyDocumentFinishes(_ row: ValueCase<String>) {
        Self.checkEveryPrefix(of: Array(row.value.utf8), name: row.value.debugDescription, sourceLocation: row.sourceLocation)
    }

    @Test func theFixturesAreFound() throws {
        #expect(try Self.fixtures().count >= 40)
    }

    @Test(arguments: try fixtures().map(\.name))
    func sampledPrefixesOfAFixtureFinish(_ name: String) throws {
        let fixture = try #require(try Self.fixtures().first { $0.name == name })
        Self.checkEveryPrefix(of: fixture.bytes, endingAt: Self.prefixEnds(count: fixture.bytes.count), name: fixture.name)
    }

    @Test func theSampleReachesEveryPartOfAFixture() {
        #expect(Self.prefixEnds(count: 10) == Array(0...10))
        let ends = Self.prefixEnds(count: 20_000)
        #expect(ends.first == 0 && ends.last == 20_000)
        // The 98 ends in the first and last 48 bytes, and the sampled places between (a stride and
        // up to 6 bytes apart, so more than half of them and no more than all).
        let sampled = TestScale.current.count(quick: 160, full: 1_280)
        #expect(ends.count > 98 + sampled / 2 && ends.count <= 98 + sampled)
        // No gap between two ends is more than a stride and a few bytes.
        #expect(zip(ends, ends.dropFirst()).allSatisfy { $1 - $0 <= 20_000 / sampled + 7 })
    }

    @Test(arguments: trickyExpressions)
    func everyPrefixOfATrickyExpressionFinishes(_ row: ValueCase<String>) {
        let bytes = Array(row.value.utf8)
        var accepted = 0
        for end in 0...bytes.count {
            let text = String(decoding: bytes[..<end], as: UTF8.self)
            if (try? VMLParser().parseExpression(text)) != nil { accepted += 1 }
        }
        #expect(accepted >= 1, "the whole expression parses", sourceLocation: row.sourceLocation)
    }

    @Test func aBracedValueEndingAfterABackslashIsAnError() {
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(#"<A b={"\"#) }
        #expect(error?.message == "expected '\"' to close the string opened at 1:7, found end of input")
        #expect(error?.location == VMLSourceLocation(line: 1, column: 9))
    }
}
