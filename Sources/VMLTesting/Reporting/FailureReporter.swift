import Testing
import XCTest

/// Reports a failure to exactly one test framework: Swift Testing when a Swift Testing test is
/// running (`Test.current` is set), XCTest otherwise. Each framework ignores the other's
/// failures, so reporting to the wrong one would let a failing test pass. Inside
/// ``FailureCapture/capturing(_:)`` (this library's own tests of its messages), to neither: the
/// message is captured.
enum FailureReporter {
    static func fail(_ message: String, at location: TestLocation) {
        if let capture = FailureCapture.current {
            capture.append(message)
        } else if isSwiftTesting {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: Int(location.line),
                    column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePathLiteral, line: location.line)
        }
    }

    /// Whether a Swift Testing test is running (else XCTest, or no test at all).
    static var isSwiftTesting: Bool {
        Test.current != nil
    }

    /// Whether the running Swift Testing test case is one of several argument sets.
    static var isParameterizedTestCase: Bool {
        Test.Case.current?.isParameterized ?? false
    }
}
