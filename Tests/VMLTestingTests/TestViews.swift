import Foundation
import VML

@testable import VMLTesting

/// A small card used across the suites.
struct Card: VmlView {
    var title: String
    var padding: Double = 8

    var body: some VmlView {
        VmlVStack(alignment: .leading) {
            VmlText(title).font(.headline)
            VmlText("Details").padding(padding)
        }
    }
}

/// A fresh empty folder under the temporary directory.
func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vml-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// The file's text, or `nil` when there is none.
func contents(of path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// The value of the line starting `label` in a failure message.
func line(after label: String, in message: String) -> String? {
    message.split(separator: "\n").first { $0.hasPrefix(label) }.map { String($0.dropFirst(label.count)) }
}

/// The failure messages the assertions in `body` report, captured instead of recorded as
/// issues: the tests of the messages assert on them, and a passing run prints none of them.
/// (InlineAssertionTests' `aFailureIsAnIssueOfTheTestAtTheAssertion` checks that, outside a
/// capture, a failure is an issue of the running test.)
func failures(_ body: () throws -> Void) rethrows -> [String] {
    try FailureCapture.capturing(body)
}
