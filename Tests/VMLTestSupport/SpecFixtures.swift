import Foundation

/// The golden fixtures, read from their one home in the source tree,
/// `Tests/VMLParserTests/Fixtures`: `spec/NN-name.vml` (a spec snippet as written) beside
/// `spec/NN-name.canonical.vml` (its reviewed canonical text), and `errors/NAME.vml` beside
/// `errors/NAME.error`. The parser's tests read them all; the core's tests compare the spec
/// examples built in code (``SpecExamples``) with the canonical texts.
public enum SpecFixtures {
    /// `Tests/VMLParserTests/Fixtures` in the source tree.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("VMLParserTests").appendingPathComponent("Fixtures")

    /// The path of `file` in `subfolder` (`spec` or `errors`), from the repository's root, as
    /// failures name it.
    public static func displayPath(_ subfolder: String, _ file: String) -> String {
        "Tests/VMLParserTests/Fixtures/\(subfolder)/\(file)"
    }

    /// The names (without `.vml`) of the input fixtures in `subfolder`, sorted.
    public static func inputs(in subfolder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? []
        return files.filter { $0.hasSuffix(".vml") && !$0.hasSuffix(".canonical.vml") && !$0.hasSuffix(".compact.vml") }
            .map { String($0.dropLast(4)) }
            .sorted()
    }

    /// The text of `file` in `subfolder`.
    public static func read(_ subfolder: String, _ file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(subfolder).appendingPathComponent(file), encoding: .utf8)
    }

    /// Writes `contents` to `file` in `subfolder` (recording a missing expected file).
    public static func write(_ subfolder: String, _ file: String, _ contents: String) throws {
        try contents.write(to: folder.appendingPathComponent(subfolder).appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
}
