import Foundation
import VMLCore
import VMLParser

/// Every prefix of every fixture, parsed: quadratic in a fixture's size, so `swift test` walks a
/// sample of the prefixes (`PrefixTests`) and this release step walks them all.
enum PrefixStress {
    static let cases: [StressCase] = [
        StressCase("PrefixTests/everyPrefixOfEveryFixtureFinishes") { () throws(StressFailure) in
            let fixtures = Self.fixtures()
            try require(fixtures.count >= 40, "only \(fixtures.count) fixtures found under \(Self.testsFolder.path)")
            for (name, bytes) in fixtures {
                for end in 0...bytes.count {
                    if let failure = Self.failure(Array(bytes[..<end])) {
                        throw StressFailure(message: "\(name), prefix of \(end) bytes: \(failure)")
                    }
                }
            }
        }
    ]

    /// The `Tests` folder of the source tree this file was built from.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The `.vml` files under every test target's `Fixtures`, in path order, each text once.
    static func fixtures() -> [(name: String, bytes: [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(name: String, bytes: [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "vml" && url.path.contains("/Fixtures/") {
            if let data = try? Data(contentsOf: url) { found.append((String(url.path.dropFirst(testsFolder.path.count + 1)), Array(data))) }
        }
        var seen: Set<[UInt8]> = []
        return found.sorted { $0.name < $1.name }.filter { seen.insert($0.bytes).inserted }
    }

    /// What is wrong with how `prefix` parses, or nil: the bytes, the text and the source-mapped
    /// parse agree; an error has a location; what is accepted writes a canonical fixed point.
    static func failure(_ prefix: [UInt8]) -> String? {
        let parser = VMLParser()
        let text = String(decoding: prefix, as: UTF8.self)
        let fromBytes = Result { () throws(VMLParseError) in try parser.parse(prefix) }
        let fromText = Result { () throws(VMLParseError) in try parser.parse(text) }
        let mapped = Result { () throws(VMLParseError) in try parser.parseWithSourceMap(text) }
        if (try? fromText.get()) != (try? mapped.get())?.document { return "the source-mapped parse differs" }
        for case .failure(let error) in [fromBytes, fromText] where error.location.line < 1 || error.location.column < 1 {
            return "an error at \(error.location)"
        }
        guard case .success(let document) = fromText else { return nil }
        do {
            let canonical = try document.serialized(.compact)
            if try parser.parse(canonical).serialized(.compact) != canonical { return "its canonical text is not a fixed point" }
        } catch {
            return "accepted text does not round-trip: \(error)"
        }
        return nil
    }
}
