import Foundation
import Testing
import VMLCore
import VMLTestSupport

/// Properties of canonical form over thousands of seeded random trees. A failure prints its seed;
/// replay it with `RandomTree(seed:)`.
@Suite struct RandomTreePropertyTests {
    static let seeds: [UInt64] = Array(0..<600)

    @Test func canonicalFormHoldsForRandomTrees() throws {
        for seed in Self.seeds {
            // Every 25th tree is deep and narrow; the rest are bushier.
            var random = seed % 25 == 0 ? RandomTree(seed: seed, maximumDepth: 24, maximumChildren: 2) : RandomTree(seed: seed)
            let tree = random.document()
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
        for seed in Self.seeds.prefix(300) {
            var random = RandomTree(seed: seed)
            let tree = random.document()
            let data = try JSONEncoder().encode(tree)
            #expect(try JSONDecoder().decode(VMLDocument.self, from: data) == tree, "JSON round trip; seed \(seed)")
        }
    }

    @Test func theGeneratorIsDeterministicAndVaried() {
        var a = RandomTree(seed: 7)
        var b = RandomTree(seed: 7)
        var c = RandomTree(seed: 8)
        let first = a.document()
        #expect(first == b.document())
        #expect(first != c.document())
    }
}
