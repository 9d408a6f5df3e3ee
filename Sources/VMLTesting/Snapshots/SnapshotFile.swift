import Foundation
import Synchronization
import VMLParser
import VMLPreview

/// Where a snapshot lives: `__Snapshots__/<TestFileName>/<test name>.<name or counter>.vml`
/// beside the test file (swift-snapshot-testing's layout), or `….<variant>.vml` for one of a
/// call's several (`home.1.iOS-17.0.vml`), and how it is read and written.
struct SnapshotFile {
    /// The snapshot's path.
    let path: String
    /// The folder the snapshots of this test file share.
    let directory: String
    /// `<TestFileName>`, which also names the artifacts subfolder.
    let testFileName: String
    /// The sanitized test name, for `swift test --filter`.
    let testName: String

    /// Unnamed snapshots of one test number 1, 2, 3… in call order.
    private static let counters = Mutex<[String: Int]>([:])

    /// The file of a call; `variant` (written as it is: letters, digits, `-` and `.`) tells apart the
    /// files of one call that asserts several (one a client).
    init(location: TestLocation, testName: String, name: String?, snapshotDirectory: String?, variant: String? = nil) {
        testFileName = location.fileName
        directory = snapshotDirectory ?? Self.directory(of: location)
        self.testName = Self.sanitized(testName)
        let identifier = name.map(Self.sanitized) ?? Self.nextNumber(directory: directory, testName: self.testName)
        path = directory + "/" + self.testName + "." + identifier + (variant.map { "." + $0 } ?? "") + ".vml"
    }

    /// `__Snapshots__/<TestFileName>` beside the test file.
    static func directory(of location: TestLocation) -> String {
        location.directory + "/__Snapshots__/" + location.fileName
    }

    /// The next unnamed snapshot's number in the test, counted: `1`, then `2`…
    static func nextNumber(directory: String, testName: String) -> String {
        let key = directory + "/" + testName
        return String(
            Self.counters.withLock { counts in
                counts[key, default: 0] += 1
                return counts[key, default: 1]
            })
    }

    /// Starts unnamed snapshot numbering again (a new XCTest test case began).
    static func resetCounters() {
        counters.withLock { $0.removeAll() }
    }

    /// swift-snapshot-testing's rule: each run of characters other than letters, digits and `_`
    /// becomes `-`, and a `-` at either end is dropped (`rendersHome()` → `rendersHome`).
    static func sanitized(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    /// The snapshot's text with CRLF read as LF, or `nil` when there is no file.
    func read() throws -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Writes `text` (UTF-8, LF) to `path`, creating folders.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Where a failing snapshot's actual text goes: `$VML_SNAPSHOT_ARTIFACTS` (or
    /// `<temporary directory>/vml-snapshot-artifacts`), `/<TestFileName>/<snapshot file name>`.
    var artifactPath: String {
        let root =
            ProcessInfo.processInfo.environment["VML_SNAPSHOT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("vml-snapshot-artifacts").path
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return root + "/" + testFileName + "/" + fileName
    }

    /// Where a failing snapshot's visual diff goes: beside the actual text in the artifacts folder,
    /// `<snapshot file name without .vml>.diff.html` (`home.1.diff.html`).
    var visualDiffPath: String {
        let artifact = artifactPath
        let stem = artifact.hasSuffix(".vml") ? String(artifact.dropLast(4)) : artifact
        return stem + ".diff.html"
    }

    /// The visual diff of the snapshot (`expected`, on the left) and the actual text (on the right),
    /// or `nil` when either does not parse.
    func visualDiff(expected: String, actual: String) -> String? {
        let parser = VMLParser()
        guard let old = try? parser.parse(expected), let new = try? parser.parse(actual) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return VMLPreviewDiffPage(old: old, new: new, oldName: "expected " + name, newName: "actual " + name).html
    }
}
