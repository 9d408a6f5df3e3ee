import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// Random edits of valid documents: the parser never crashes, and whatever it accepts
/// serializes to a fixed point.
@Suite struct MutationTests {
    static let insertions: [[UInt8]] =
        [
            "<", ">", "/", "\"", "'", "&", "&amp;", "&#x1F600;", "&#0;", "&bogus;", "(", ")", "[", "]", ",", ":", ".", "...", "..<",
            "-", "#", "%", "\\", " ", "\n", "\r\n", "\t", "<!--", "-->", "<![CDATA[", "]]>", "<?x?>", "{", "}", "e", "deg", "attr(",
            "type(<", "\u{FEFF}", "é", "\u{301}", "\u{FFFF}", "1e999", "<!doctype swiftui+vml>",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0xED, 0xA0, 0x80]]

    @Test(arguments: 0..<4)
    func editedDocumentsNeverCrash(_ batch: Int) throws {
        var accepted = 0
        for index in 0..<250 {
            let seed = UInt64(50_000 + batch * 250 + index)
            var generator = RandomTreeGenerator(seed: seed)
            var bytes = Array(try generator.document().serialized(index % 2 == 0 ? .pretty : .compact).utf8)
            for _ in 0..<Int.random(in: 1...3, using: &generator.random) where !bytes.isEmpty {
                let at = Int.random(in: 0...bytes.count, using: &generator.random)
                switch Int.random(in: 0..<3, using: &generator.random) {
                case 0: bytes.insert(contentsOf: generator.pick(Self.insertions), at: at)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...4, using: &generator.random)))
                default:
                    let end = min(bytes.count, at + Int.random(in: 1...12, using: &generator.random))
                    bytes.insert(contentsOf: bytes[at..<end], at: at)
                }
            }
            guard let document = try? VMLParser().parse(bytes) else { continue }
            accepted += 1
            for format in VMLFormat.allCases {
                let text: String
                do {
                    text = try document.serialized(format)
                } catch {
                    Issue.record("seed \(seed): accepted text does not serialize: \(error)")
                    return
                }
                #expect(try VMLParser().parse(text).serialized(format) == text, "seed \(seed)")
            }
        }
        #expect(accepted > 0)
    }

    @Test func randomMarkupNeverCrashes() throws {
        let alphabet = Array("<>/=\"'&;#x![]-?()[],.: \n\tAaTextsyle0123456789é".utf8) + [0xFF, 0xC3]
        var random = SeededGenerator(seed: 90_000)
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                if Int.random(in: 0..<8, using: &random) == 0 {
                    let pieces = ["<A>", "</A>", "<A style=\"", "x(", "&amp;", "<!--", "-->", "<![CDATA["]
                    bytes += Array(pieces[Int.random(in: 0..<pieces.count, using: &random)].utf8)
                } else {
                    bytes.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
                }
            }
            guard let document = try? VMLParser().parse(bytes) else { continue }
            let text = try document.serialized(.compact)
            #expect(try VMLParser().parse(text).serialized(.compact) == text)
        }
    }
}
