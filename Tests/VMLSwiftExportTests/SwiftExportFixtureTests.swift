import Foundation
import Testing
import VML
import VMLParser

@testable import vml

/// `vml swift` over every golden fixture of the repository: the Swift it writes is committed in
/// Generated/ (so it is compiled with these tests), stays what `vml swift` prints now, and
/// renders back to the fixture's canonical text.
///
/// After changing the emitter, the DSL or a fixture, regenerate with
/// `.ci/regenerate-swift-fixtures` (which runs these tests with `VML_REGENERATE=1`).
@Suite struct SwiftExportFixtureTests {
    static let regenerateHint =
        "regenerate with .ci/regenerate-swift-fixtures (VML_REGENERATE=1 swift test --filter VMLSwiftExportTests), then review and commit Generated/"

    @Test func everyFixtureIsGeneratedOrHasAReason() throws {
        let paths = FixtureFiles.fixturePaths()
        #expect(paths.count > 60, "the fixtures were not found under \(FixtureFiles.root.path)")
        let unexpressible = Dictionary(uniqueKeysWithValues: FixtureFiles.unexpressible.map { ($0.path, $0) })
        let twins = FixtureFiles.twins()
        var expressible: [String] = []
        for path in paths {
            // Byte for byte an earlier fixture: that one's function is its function.
            if let original = twins[path] {
                #expect(expressible.contains(original) || unexpressible[original] != nil, "\(path) is a twin of \(original)")
                continue
            }
            if let entry = unexpressible[path] {
                // The reason must still hold: vml swift refuses the fixture.
                let result = try FixtureFiles.generatedSwift(for: path)
                if case .success = result {
                    Issue.record(
                        "\(path) is listed as unexpressible (\(entry.reason)) but vml swift writes it", sourceLocation: entry.sourceLocation
                    )
                }
                continue
            }
            expressible.append(path)
            switch try FixtureFiles.generatedSwift(for: path) {
            case .failure(let failure):
                Issue.record(
                    "vml swift cannot write \(path): \(failure.text) — fix it or list it in FixtureFiles.unexpressible with a reason")
            case .success(let swift):
                try compare(swift, toCommitted: FixtureFiles.fileName(for: path))
            }
        }
        for entry in FixtureFiles.unexpressible where !paths.contains(entry.path) {
            Issue.record("\(entry.path) is listed as unexpressible but is not a fixture", sourceLocation: entry.sourceLocation)
        }
        try compare(FixtureFiles.index(for: expressible), toCommitted: "GeneratedFixtures.swift")
        // Nothing stale: every generated file belongs to a fixture.
        let expected = Set(expressible.map(FixtureFiles.fileName(for:)) + ["GeneratedFixtures.swift"])
        for file in try FileManager.default.contentsOfDirectory(atPath: FixtureFiles.generatedFolder.path) where !expected.contains(file) {
            if FixtureFiles.regenerating {
                try FileManager.default.removeItem(at: FixtureFiles.generatedFolder.appendingPathComponent(file))
            } else {
                Issue.record("Generated/\(file) belongs to no fixture; \(Self.regenerateHint)")
            }
        }
    }

    /// Checks (or, when regenerating, writes) one committed file.
    private func compare(_ text: String, toCommitted file: String) throws {
        let url = FixtureFiles.generatedFolder.appendingPathComponent(file)
        if FixtureFiles.regenerating {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(committed == text, "Generated/\(file) is not what vml swift writes now; \(Self.regenerateHint)")
    }

    @Test(arguments: FixtureFiles.expressiblePaths())
    func theGeneratedFunctionRendersTheFixturesCanonicalText(_ path: String) throws {
        let build = try #require(generatedFixtures[path], "no generated function for \(path); \(Self.regenerateHint)")
        let bytes = try FixtureFiles.vml(at: path)
        let canonical = try VMLSerializer().serialize(try VMLParser().parse(bytes))
        #expect(try build().renderVML() == canonical, "\(path)")
    }
}
