import Foundation
import VML
import VMLTesting
import XCTest

/// From XCTest, failures go to `XCTFail` (Swift Testing's `Test.current` is not set). Linux's
/// XCTest has no `XCTExpectFailure`, so this case overrides `recordFailure` to capture the
/// failures it expects instead of failing, and checks them.
final class XCTestReportingTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func failures(_ body: () -> Void) -> [String] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testAMismatchFailsTheXCTest() throws {
        let found = failures {
            assertVml(
                Card(title: "Hi", padding: 12),
                equals:
                    #"<VStack alignment="leading"><Text style="font(.headline)">Hi</Text><Text style="padding(8)">Details</Text></VStack>"#)
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)") == true, "\(found)")
    }

    func testAMatchDoesNotFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vml-xctest-\(UUID().uuidString)").path
        let recorded = failures {
            assertVmlSnapshot(of: Card(title: "X"), record: .missing, snapshotDirectory: folder)
            assertVmlSnapshot(of: Card(title: "Y"), record: .missing, snapshotDirectory: folder)
        }
        XCTAssertEqual(recorded.count, 2)
        XCTAssertTrue(recorded.allSatisfy { $0.contains("was missing and was recorded; run the test again") })
        XCTAssertNotNil(FileManager.default.contents(atPath: folder + "/testAMatchDoesNotFail.2.vml"))
        let again = failures {
            assertVmlSnapshot(of: Card(title: "X"), named: "1", record: .never, snapshotDirectory: folder)
            assertVml(
                Card(title: "X"),
                equals:
                    #"<VStack alignment="leading"><Text style="font(.headline)">X</Text><Text style="padding(8)">Details</Text></VStack>"#)
        }
        XCTAssertEqual(again, [])
    }

    /// One folder for the two tests below, whichever runs first.
    private static let sharedFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("vml-xctest-shared-\(UUID().uuidString)").path

    /// Numbering starts again at each test case: both tests below take snapshot 1 of "shared"
    /// (the first records it, the second matches it); without the reset the second would write 2.
    private func takeSharedSnapshot() {
        _ = failures {
            assertVmlSnapshot(of: Card(title: "S"), record: .missing, snapshotDirectory: Self.sharedFolder, testName: "shared")
        }
        XCTAssertNotNil(FileManager.default.contents(atPath: Self.sharedFolder + "/shared.1.vml"))
        XCTAssertNil(FileManager.default.contents(atPath: Self.sharedFolder + "/shared.2.vml"))
    }

    func testNumberingRestartsInEachTestCaseA() {
        takeSharedSnapshot()
    }

    func testNumberingRestartsInEachTestCaseB() {
        takeSharedSnapshot()
    }
}
