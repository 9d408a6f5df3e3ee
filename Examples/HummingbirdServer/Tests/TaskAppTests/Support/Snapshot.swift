import Foundation
import Testing

/// The environment variable that re-records snapshots: `VML_RECORD_SNAPSHOTS=1 swift test …`.
let recordSnapshotsVariable = "VML_RECORD_SNAPSHOTS"

/// Compares `text` with the committed snapshot `Snapshots/<name>.vml`. A missing snapshot fails;
/// with `VML_RECORD_SNAPSHOTS=1` the snapshot is written and the test fails once, saying so, so a
/// recording run never passes silently.
func expectSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        .appendingPathComponent("\(name).vml")
    if ProcessInfo.processInfo.environment[recordSnapshotsVariable] == "1" {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        Issue.record(
            "Recorded \(url.path); run again without \(recordSnapshotsVariable) to compare.",
            sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "No snapshot at \(url.path); record it with \(recordSnapshotsVariable)=1.", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    #expect(text == expected, "differs from the snapshot \(url.lastPathComponent)", sourceLocation: sourceLocation)
}
