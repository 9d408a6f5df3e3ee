import Foundation

/// Reads the golden fixtures from the test bundle. With `VML_RECORD_FIXTURES=1` in the
/// environment, missing expected files are written instead (review them before committing).
enum FixtureSupport {
    static var directory: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw CocoaError(.fileNoSuchFile)
            }
            return url
        }
    }

    /// The names (without `.vml`) of the input fixtures in `folder`.
    static func inputs(in folder: String) -> [String] {
        guard let url = try? directory.appendingPathComponent(folder),
            let files = try? FileManager.default.contentsOfDirectory(atPath: url.path)
        else { return [] }
        return files.filter { $0.hasSuffix(".vml") && !$0.hasSuffix(".canonical.vml") && !$0.hasSuffix(".compact.vml") }
            .map { String($0.dropLast(4)) }
            .sorted()
    }

    static func read(_ folder: String, _ file: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["VML_RECORD_FIXTURES"] == "1"
    }

    /// Writes `contents` to the source tree's fixture folder (not the bundle copy).
    static func record(_ folder: String, _ file: String, _ contents: String) throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(folder).appendingPathComponent(file)
        try contents.write(to: source, atomically: true, encoding: .utf8)
    }
}
