import Foundation
import Testing
import VMLCore
import VMLTestSupport

/// Every VML example of Docs/Spec.md §8 and §9, built by hand as a tree and serialized in the pretty
/// layout, compared byte for byte with `Fixtures/Spec/<name>.vml` (canonical per Docs/CanonicalForm.md).
@Suite struct SpecExampleTests {
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/Spec/\(name)", withExtension: "vml"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test(arguments: SpecExamples.all.map(\.name))
    func serializesToItsFixture(name: String) throws {
        // One case per fixture (the shared trees are named after them): a failure names the fixture file.
        let fixture: Comment = "Tests/VMLCoreTests/Fixtures/Spec/\(name).vml"
        let nodes = try #require(SpecExamples.all.first { $0.name == name }, fixture).nodes
        let expected = try Self.fixture(name)
        var bytes: [UInt8] = []
        try VMLSerializer().serialize(nodes, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, fixture)
        #expect(bytes == Array(expected.utf8), fixture)
    }

    @Test func everyFixtureHasAnExample() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/Spec", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".vml") }
            .map { String($0.dropLast(4)) }
        #expect(Set(files) == Set(SpecExamples.all.map(\.name)))
        #expect(files.count == SpecExamples.all.count)
    }
}
