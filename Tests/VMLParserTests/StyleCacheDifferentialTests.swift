import Foundation
import Testing
import VMLCore
@_spi(VMLInternals) import VMLParser
import VMLTestSupport

/// The style caches (``StyleCaches``) change only what a parse costs: every input of the fuzz
/// corpus, random trees written out (and edited at random), each also repeated so the caches hit,
/// parse to the same tree or fail with the same error with the caches on, off, and each one off.
@Suite struct StyleCacheDifferentialTests {
    /// Every cache, and each one off (compared with none).
    static let settings: [(name: String, caches: StyleCaches)] =
        [("all", .all)] + StyleCaches.named.map { ("all but \($0.name)", StyleCaches.all.subtracting($0.cache)) }

    /// The outcome of parsing `bytes` with `caches`: the tree or the error.
    static func outcome(_ bytes: [UInt8], caches: StyleCaches) -> Result<VMLDocument, VMLParseError> {
        var options = VMLParser.Options()
        options.styleCaches = caches
        options.styleCacheWarmUp = 0  // the caches from the first value, so these short inputs hit them
        return Result { () throws(VMLParseError) in try VMLParser(options: options).parse(bytes) }
    }

    /// The settings whose outcome for `bytes` (and, when it is short, for `bytes` three times
    /// over, where the caches hit) differs from parsing with none, described for a failure message.
    static func disagreements(_ bytes: [UInt8], _ name: String) -> [String] {
        var found: [String] = []
        for input in bytes.count > 4_096 ? [bytes] : [bytes, bytes + [0x0A] + bytes + [0x0A] + bytes] {
            let plain = outcome(input, caches: [])
            for setting in settings where outcome(input, caches: setting.caches) != plain {
                found.append("\(name) (\(input.count) bytes), \(setting.name): \(outcome(input, caches: setting.caches)) against \(plain)")
            }
        }
        return found
    }

    /// The fuzz corpus and the kept regressions (Tests/Fuzz), each file as it stands.
    @Test func fuzzCorpusParsesTheSameWithAndWithoutCaches() throws {
        let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
        var files: [URL] = []
        for folder in ["Corpus", "Regressions"] {
            files += try FileManager.default.contentsOfDirectory(at: fuzz.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        }
        #expect(files.count > 100, "the fuzz corpus was not found at \(fuzz.path)")
        var disagreements: [String] = []
        var styled = 0
        for file in files.sorted(by: { $0.path < $1.path }) {
            let bytes = Array(try Data(contentsOf: file))
            if bytes.count < 64 << 10, String(decoding: bytes, as: UTF8.self).contains("style=") { styled += 1 }
            disagreements += Self.disagreements(bytes, file.lastPathComponent)
        }
        #expect(styled > 20, "too few corpus inputs with a style: \(styled)")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.prefix(3))")
    }

    /// Random trees written in both layouts, and each edited at a random place with a byte that
    /// matters to a style (a quote, a bracket, a comma, a reference): 100 seeds a batch (25 at the
    /// quick ``TestScale``).
    @Test(arguments: 0..<4)
    func randomTreesParseTheSameWithAndWithoutCaches(batch: Int) throws {
        let edits: [[UInt8]] = ["\"", "'", "(", ")", "[", "]", ",", " ", "&", "&quot;", "&#10;", "\n", "\t", ":", "."].map {
            Array($0.utf8)
        }
        var disagreements: [String] = []
        var parsed = 0
        for index in 0..<TestScale.current.count(quick: 25, full: 100) {
            let seed = UInt64(70_000 + batch * 100 + index)
            var generator = RandomTreeGenerator(seed: seed)
            let document = generator.document()
            for format in [VMLFormat.pretty, .compact] {
                guard let text = try? document.serialized(format) else { continue }
                let bytes = Array(text.utf8)
                parsed += 1
                disagreements += Self.disagreements(bytes, "seed \(seed), \(format)")
                guard !bytes.isEmpty else { continue }
                var edited = bytes
                let position = Int(generator.random.next() % UInt64(bytes.count))
                edited.replaceSubrange(position..<position + Int(generator.random.next() % 2), with: generator.pick(edits))
                disagreements += Self.disagreements(edited, "seed \(seed), \(format), edited at \(position)")
            }
        }
        #expect(parsed > TestScale.current.count(quick: 35, full: 150))
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.prefix(3))")
    }
}
