import Foundation
import Testing
import VMLCore
import VMLTestSupport

/// Properties of canonical form over seeded random trees (the same generator the parser's
/// round-trip tests use). A failure prints its seed; replay it with `RandomTreeGenerator(seed:)`.
@Suite struct RandomTreePropertyTests {
    static func tree(seed: UInt64) -> VMLDocument {
        var generator = RandomTreeGenerator(seed: seed, budget: seed % 25 == 0 ? 60 : 12)
        // Every 25th tree is deep; the rest are small and bushy.
        return seed % 25 == 0 ? generator.deepDocument(depth: 40) : generator.document()
    }

    @Test func canonicalFormHoldsForRandomTrees() throws {
        for seed in UInt64(0)..<UInt64(TestScale.current.count(quick: 200, full: 800)) {
            let tree = Self.tree(seed: seed)
            let canonical = tree.canonicalized()
            #expect(canonical.canonicalized() == canonical, "canonicalize is not idempotent; seed \(seed)")
            for format in [VMLFormat.pretty, .compact] {
                let text = try tree.serialized(format)
                #expect(try canonical.serialized(format) == text, "canonicalize and serialize disagree; seed \(seed)")
                #expect(try tree.serialized(format) == text, "serializing twice differs; seed \(seed)")
            }
        }
    }

    @Test func theJSONFormRoundTripsRandomTrees() throws {
        for seed in UInt64(0)..<400 {
            let tree = Self.tree(seed: seed)
            let data = try JSONEncoder().encode(tree)
            #expect(try JSONDecoder().decode(VMLDocument.self, from: data) == tree, "JSON round trip; seed \(seed)")
        }
    }
}
