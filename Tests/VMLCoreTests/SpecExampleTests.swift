import Foundation
import Testing
import VMLCore
import VMLTestSupport

/// Every VML example of Docs/Spec.md §8 and §9, built by hand as a tree and serialized in the pretty
/// layout, compared byte for byte with the canonical text of the spec snippet it was built from
/// (`SpecExamples.fixtures`: `Tests/VMLParserTests/Fixtures/spec/<fixture>.canonical.vml`, canonical
/// per Docs/CanonicalForm.md, read with `SpecFixtures`).
@Suite struct SpecExampleTests {
    @Test(arguments: SpecExamples.all.map(\.name))
    func serializesToItsFixture(name: String) throws {
        // One case per example (the shared trees are named after them): a failure names the fixture file.
        let file = (SpecExamples.fixtures[name] ?? name) + ".canonical.vml"
        let fixture: Comment = "\(SpecFixtures.displayPath("spec", file))"
        let nodes = try #require(SpecExamples.all.first { $0.name == name }, fixture).nodes
        let expected = try SpecFixtures.read("spec", file)
        var bytes: [UInt8] = []
        try VMLSerializer().serialize(nodes, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, fixture)
        #expect(bytes == Array(expected.utf8), fixture)
    }

    @Test func everyExampleHasItsOwnFixture() throws {
        #expect(Set(SpecExamples.fixtures.keys) == Set(SpecExamples.all.map(\.name)))
        #expect(SpecExamples.fixtures.count == SpecExamples.all.count)
        // No two examples share a snippet, and each snippet is a fixture the parser's tests read.
        #expect(Set(SpecExamples.fixtures.values).count == SpecExamples.fixtures.count)
        let inputs = Set(SpecFixtures.inputs(in: "spec"))
        #expect(inputs.count > 30, "the fixtures were not found under \(SpecFixtures.folder.path)")
        for (name, fixture) in SpecExamples.fixtures.sorted(by: { $0.key < $1.key }) {
            #expect(inputs.contains(fixture), "\(name): no fixture \(SpecFixtures.displayPath("spec", fixture + ".vml"))")
        }
    }
}
