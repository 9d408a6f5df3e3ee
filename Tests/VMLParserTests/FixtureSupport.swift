import Foundation
import VMLTestSupport

/// Reads the golden fixtures (``SpecFixtures``, Tests/VMLParserTests/Fixtures in the source tree).
/// With `VML_RECORD_FIXTURES=1` in the environment, missing expected files are written instead
/// (review them before committing).
enum FixtureSupport {
    /// The names (without `.vml`) of the input fixtures in `folder`.
    static func inputs(in folder: String) -> [String] {
        SpecFixtures.inputs(in: folder)
    }

    static func read(_ folder: String, _ file: String) throws -> String {
        try SpecFixtures.read(folder, file)
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["VML_RECORD_FIXTURES"] == "1"
    }

    /// Writes `contents` to the source tree's fixture folder.
    static func record(_ folder: String, _ file: String, _ contents: String) throws {
        try SpecFixtures.write(folder, file, contents)
    }
}
