import Foundation
import Synchronization
import XCTest

/// Starts unnamed snapshot numbering again at each XCTest test case, so a test that runs more
/// than once in a process (repetitions) writes `.1`, `.2`, … each time, as swift-snapshot-testing
/// does. Swift Testing has no such hook; there the numbering is per test name for the run.
final class XCTestCounterReset: NSObject, XCTestObservation {
    private static let registered = Mutex(false)

    /// Registers the observer once, the first time a snapshot is taken outside Swift Testing.
    static func registerOnce() {
        let first = registered.withLock { registered in
            defer { registered = true }
            return !registered
        }
        if first {
            XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotFile.resetCounters()
    }
}
