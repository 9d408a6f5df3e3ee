import Foundation
@_spi(VMLInternals) import VML
import VMLParser
import VMLPreview
import VMLValidation

/// Asserts that a view renders the markup stored in its snapshot file, a canonical pretty
/// `.vml` file at `__Snapshots__/<TestFileName>/<test name>.<name or counter>.vml` beside the
/// test file.
///
/// ```swift
/// @Test func home() {
///     assertVmlSnapshot(of: HomeScreen(model: .sample))
///     // Tests/AppTests/__Snapshots__/HomeTests/home.1.vml
/// }
/// ```
///
/// A missing snapshot is written and the test fails once ("recorded; run again"), unless the
/// record mode says otherwise (``VMLSnapshotRecordMode``). A mismatch fails with the first
/// structural difference (`VStack[0] > Text[1]: modifier 2: padding(8) ≠ padding(12)`), a
/// unified diff, the path of the actual text written to the artifacts folder, the path of a
/// visual diff beside it (a page that draws both screens side by side with the differences
/// outlined, ``VMLPreviewDiffPage``) and the command that accepts it. A tree with validation errors fails too. Works from Swift Testing and from
/// XCTest; a parameterized Swift Testing test must pass `named:`.
///
/// - Parameters:
///   - view: what to snapshot.
///   - name: the snapshot's name; by default the call's number within the test (1, 2, …).
///   - record: this call's record mode; see ``VMLSnapshotRecordMode`` for the default.
///   - snapshotDirectory: a folder to use instead of `__Snapshots__/<TestFileName>`.
public func assertVmlSnapshot(
    of view: some VmlView,
    named name: String? = nil,
    record: VMLSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        testName: testName, name: name, record: record, snapshotDirectory: snapshotDirectory
    ).run(view.vmlNodes)
}

/// Asserts that a list of nodes serializes to the markup stored in its snapshot file; see
/// the view overload of `assertVmlSnapshot(of:named:record:)`.
///
/// ```swift
/// assertVmlSnapshot(of: [VMLNode.element("Text", children: ["Hi"])], named: "greeting")
/// // __Snapshots__/<TestFileName>/<test>.greeting.vml holds "<Text>Hi</Text>\n"
/// ```
public func assertVmlSnapshot(
    of nodes: [VMLNode],
    named name: String? = nil,
    record: VMLSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        testName: testName, name: name, record: record, snapshotDirectory: snapshotDirectory
    ).run(nodes)
}

/// Asserts that a document serializes to the markup stored in its snapshot file; see
/// the view overload of `assertVmlSnapshot(of:named:record:)`.
///
/// ```swift
/// assertVmlSnapshot(of: try VMLParser().parse(responseBody), named: "home")
/// ```
public func assertVmlSnapshot(
    of document: VMLDocument,
    named name: String? = nil,
    record: VMLSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        testName: testName, name: name, record: record, snapshotDirectory: snapshotDirectory
    ).run(document.nodes)
}

/// Asserts a view's snapshot for each client iOS in `clients`, one file a client:
/// `__Snapshots__/<TestFileName>/<test name>.<name or counter>.iOS-17.0.vml`.
///
/// The view is built and rendered once per client, in a render context whose `clientOS` is that
/// client, so `vmlAvailable(iOS:)` picks each client's branch: the `view` argument is evaluated
/// once per client, inside that client's context (write the view there, not a variable holding
/// one built before).
///
/// ```swift
/// @Test func profile() {
///     assertVmlSnapshot(of: ProfileScreen(), clients: [.iOS(16), .iOS(17)])
///     // __Snapshots__/ProfileTests/profile.1.iOS-16.0.vml, …/profile.1.iOS-17.0.vml
/// }
/// ```
///
/// A SwiftUI declaration newer than a client with no `vmlAvailable` fallback fails the
/// assertion by default, naming it (`VStack[0] > Text[1]: scrollClipDisabled(_:) needs iOS 17.0;
/// the client is iOS 16.0`); pass `newerDeclarations: .write` or `.drop` to snapshot what a server
/// with that policy serves instead. Record modes, messages and validation are those of
/// `assertVmlSnapshot(of:named:record:)`; the counter counts the call once.
///
/// - Parameters:
///   - view: what to snapshot, built once per client.
///   - clients: the iOS versions to render for, each its own file.
///   - name: the snapshots' name; by default the call's number within the test (1, 2, …).
///   - context: the render context each client's is made from (locale, translations,
///     environment); by default the current one, or none.
///   - newerDeclarations: what each render does with a declaration newer than its client.
///   - record: this call's record mode; see ``VMLSnapshotRecordMode`` for the default.
///   - snapshotDirectory: a folder to use instead of `__Snapshots__/<TestFileName>`.
public func assertVmlSnapshot<Screen: VmlView>(
    of view: @autoclosure () -> Screen,
    clients: [VMLOSVersion],
    named name: String? = nil,
    in context: VmlRenderContext? = nil,
    newerDeclarations: VmlRenderContext.NewerDeclarations = .fail,
    record: VMLSnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if name == nil, FailureReporter.isParameterizedTestCase {
        FailureReporter.fail(
            "assertVmlSnapshot in a parameterized test needs a name per argument set, or the cases would "
                + "overwrite one file: pass `named:` (e.g. `named: \"\\(argument)\"`)", at: location)
        return
    }
    if clients.isEmpty {
        FailureReporter.fail(
            "assertVmlSnapshot(of:clients:) was given no client: pass one or more, such as [.iOS(17), .iOS(26)]", at: location)
        return
    }
    let identifier =
        name
        ?? SnapshotFile.nextNumber(
            directory: snapshotDirectory ?? SnapshotFile.directory(of: location), testName: SnapshotFile.sanitized(testName))
    let base = context ?? VmlRenderContext.current ?? VmlRenderContext(locale: Locale(identifier: "en_US"))
    for client in clients {
        var clientContext = base
        clientContext.clientOS = client
        clientContext.newerDeclarations = newerDeclarations
        let assertion = SnapshotAssertion(
            location: location, testName: testName, name: identifier, record: record, snapshotDirectory: snapshotDirectory,
            variant: client.platform.rawValue + "-" + client.number)
        let nodes: [VMLNode]
        do {
            nodes = try clientContext.apply { try view().vmlNodes(in: clientContext) }
        } catch {
            assertion.fail("the render for \(client) failed: \(error)")
            continue
        }
        assertion.run(nodes)
    }
}

/// One snapshot assertion, from the tree to the verdict.
private struct SnapshotAssertion {
    let location: TestLocation
    let testName: String
    let name: String?
    let record: VMLSnapshotRecordMode?
    let snapshotDirectory: String?
    /// Which of a call's several snapshots this is (`iOS-17.0`), if it has several.
    var variant: String? = nil

    func fail(_ message: String) {
        FailureReporter.fail(message, at: location)
    }

    func run(_ nodes: [VMLNode]) {
        if name == nil, FailureReporter.isParameterizedTestCase {
            fail(
                "assertVmlSnapshot in a parameterized test needs a name per argument set, or the cases would "
                    + "overwrite one file: pass `named:` (e.g. `named: \"\\(argument)\"`)")
            return
        }
        let actual: String
        do {
            actual = try VMLSerializer().serialize(VMLDocument(nodes))
        } catch {
            fail("the tree cannot be written as VML: \(error)")
            return
        }
        let errors = VMLValidator().validate(nodes).filter { $0.severity == .error }
        if !errors.isEmpty {
            let shown = errors.prefix(5).map { "  \($0)" }.joined(separator: "\n")
            let more = errors.count > 5 ? "\n  … \(errors.count - 5) more" : ""
            fail("the snapshot's tree has \(errors.count) validation error(s):\n\(shown)\(more)")
        }
        if !FailureReporter.isSwiftTesting { XCTestCounterReset.registerOnce() }
        let file = SnapshotFile(location: location, testName: testName, name: name, snapshotDirectory: snapshotDirectory, variant: variant)
        let mode = VMLSnapshotRecordMode.resolved(record)
        let expected: String?
        do {
            expected = try file.read()
        } catch {
            fail("cannot read the snapshot \(file.path): \(error.localizedDescription)")
            return
        }
        guard let expected else {
            missing(file, actual: actual, mode: mode)
            return
        }
        if mode == .all {
            write(actual, to: file, why: "was recorded (record mode all)")
            return
        }
        guard let mismatch = VMLSnapshotMessage.mismatch(expected: expected, actual: actual) else { return }
        if mode == .failed {
            write(actual, to: file, why: "differed and was recorded again (record mode failed)", details: "\n" + mismatch)
            return
        }
        fail("snapshot \(file.path) does not match: " + mismatch + accepting(actual, file, expected: expected))
    }

    private func missing(_ file: SnapshotFile, actual: String, mode: VMLSnapshotRecordMode) {
        if mode == .never {
            fail(
                "no snapshot at \(file.path) and the record mode is never (set by the call, a scope, "
                    + "VML_SNAPSHOT_RECORD or CI); record it locally and commit it." + accepting(actual, file))
        } else {
            write(actual, to: file, why: "was missing and was recorded")
        }
    }

    /// Records the snapshot and fails, so the test runs again against the new file.
    private func write(_ actual: String, to file: SnapshotFile, why: String, details: String = "") {
        do {
            try SnapshotFile.write(actual, to: file.path)
            fail("snapshot \(file.path) \(why); run the test again (and commit the file)" + details)
        } catch {
            fail("cannot write the snapshot \(file.path): \(error.localizedDescription)")
        }
    }

    /// Writes the actual text to the artifacts folder (and, when both texts parse, the visual diff
    /// of `expected` and `actual` beside it) and says how to accept it.
    private func accepting(_ actual: String, _ file: SnapshotFile, expected: String? = nil) -> String {
        let artifact = file.artifactPath
        do {
            try SnapshotFile.write(actual, to: artifact)
        } catch {
            return "\n(the actual text could not be written to \(artifact): \(error.localizedDescription))"
        }
        var visual = ""
        if let expected, let page = file.visualDiff(expected: expected, actual: actual) {
            do {
                try SnapshotFile.write(page, to: file.visualDiffPath)
                visual = "\nvisual diff: \(file.visualDiffPath)"
            } catch {
                visual = "\n(the visual diff could not be written to \(file.visualDiffPath): \(error.localizedDescription))"
            }
        }
        return """

            actual written to \(artifact)\(visual)
            accept it: cp \(ShellQuoting.quoted(artifact)) \(ShellQuoting.quoted(file.path))
                   or: VML_SNAPSHOT_RECORD=failed swift test --filter \(ShellQuoting.quoted(file.testName))
            """
    }
}
