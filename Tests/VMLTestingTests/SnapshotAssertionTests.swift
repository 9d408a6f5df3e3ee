import Foundation
import Testing
import VML
import VMLTesting

/// `assertVmlSnapshot` from Swift Testing: files, record modes, messages and artifacts.
@Suite struct SnapshotAssertionTests {
    /// Compares against committed files: `.1`, `.2` by call order, and a named one.
    @Test func matchesCommittedSnapshots() {
        assertVmlSnapshot(of: Card(title: "Hello"), record: .never)
        assertVmlSnapshot(of: [VMLNode.element("Spacer")], record: .never)
        assertVmlSnapshot(of: VMLDocument([.element("Text", children: ["named"])]), named: "a named one", record: .never)
    }

    @Test func theCommittedFilesAreCanonicalPrettyText() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__/SnapshotAssertionTests")
        let first = try #require(contents(of: folder.appendingPathComponent("matchesCommittedSnapshots.1.vml").path))
        #expect(first == (try Card(title: "Hello").renderVML()))
        #expect(first.hasSuffix("</VStack>\n") && !first.contains("\r"))
        #expect(contents(of: folder.appendingPathComponent("matchesCommittedSnapshots.a-named-one.vml").path) == "<Text>named</Text>\n")
    }

    @Test func aMissingSnapshotIsRecordedAndFailsOnce() throws {
        let folder = try temporaryFolder()
        let found = failures {
            assertVmlSnapshot(of: Card(title: "New"), named: "card", record: .missing, snapshotDirectory: folder)
        }
        #expect(
            found.count == 1 && found.allSatisfy { message in message.contains("was missing and was recorded; run the test again") },
            "\(found)")
        let path = folder + "/aMissingSnapshotIsRecordedAndFailsOnce.card.vml"
        #expect(contents(of: path) == (try Card(title: "New").renderVML()))
        assertVmlSnapshot(of: Card(title: "New"), named: "card", record: .missing, snapshotDirectory: folder)
    }

    @Test func neverModeFailsWithoutWriting() throws {
        let folder = try temporaryFolder()
        let found = failures {
            assertVmlSnapshot(of: Card(title: "New"), named: "card", record: .never, snapshotDirectory: folder)
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.contains("and the record mode is never") }, "\(found)")
        #expect(contents(of: folder + "/neverModeFailsWithoutWriting.card.vml") == nil)
    }

    @Test func aScopeSetsTheMode() throws {
        let folder = try temporaryFolder()
        withVmlSnapshotTesting(record: .never) {
            let found = failures {
                assertVmlSnapshot(of: Card(title: "New"), named: "card", snapshotDirectory: folder)
            }
            #expect(found.count == 1 && found.allSatisfy { message in message.contains("record mode is never") }, "\(found)")
        }
        #expect(contents(of: folder + "/aScopeSetsTheMode.card.vml") == nil)
    }

    @Test func aMismatchNamesTheDifferenceWritesTheArtifactAndSaysHowToAccept() throws {
        let folder = try temporaryFolder()
        let snapshot = folder + "/mismatch.card.vml"
        try Data(try Card(title: "Hello", padding: 8).renderVML().utf8).write(to: URL(fileURLWithPath: snapshot))
        let found = failures {
            assertVmlSnapshot(
                of: Card(title: "Hello", padding: 12), named: "card", record: .never, snapshotDirectory: folder,
                testName: "mismatch()")
        }
        #expect(found.count == 1, "\(found)")
        let message = found.first ?? ""
        #expect(message.contains("does not match: VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)\n--- expected\n+++ actual\n"))
        #expect(message.contains("-  <Text style=\"padding(8)\">Details</Text>\n+  <Text style=\"padding(12)\">Details</Text>"))
        let artifact = try #require(line(after: "actual written to ", in: message))
        #expect(artifact.hasSuffix("/SnapshotAssertionTests/mismatch.card.vml"))
        #expect(contents(of: artifact) == (try Card(title: "Hello", padding: 12).renderVML()))
        // The visual diff beside it: both drawn, the changed Text outlined in each.
        let visual = try #require(line(after: "visual diff: ", in: message))
        #expect(visual == String(artifact.dropLast(".vml".count)) + ".diff.html")
        let page = try #require(contents(of: visual))
        #expect(page.contains("<h1>expected mismatch.card.vml → actual mismatch.card.vml</h1>"))
        #expect(page.components(separatedBy: #"[data-vml-path=&quot;VStack[0] \3e  Text[1]&quot;].group>*{outline:3px double"#).count == 3)
        #expect(line(after: "accept it: cp ", in: message)?.hasSuffix(" " + snapshot) == true)
        #expect(message.contains("VML_SNAPSHOT_RECORD=failed swift test --filter mismatch"))
        #expect(contents(of: snapshot) == (try Card(title: "Hello", padding: 8).renderVML()))
    }

    @Test func failedModeRewritesADifferingSnapshot() throws {
        let folder = try temporaryFolder()
        let snapshot = folder + "/failedModeRewritesADifferingSnapshot.card.vml"
        try Data("<Spacer/>\n".utf8).write(to: URL(fileURLWithPath: snapshot))
        let found = failures {
            assertVmlSnapshot(of: Card(title: "Hi"), named: "card", record: .failed, snapshotDirectory: folder)
        }
        #expect(
            found.count == 1
                && found.allSatisfy { message in
                    message.contains("differed and was recorded again (record mode failed); run the test again")
                }, "\(found)")
        #expect(contents(of: snapshot) == (try Card(title: "Hi").renderVML()))
        assertVmlSnapshot(of: Card(title: "Hi"), named: "card", record: .failed, snapshotDirectory: folder)
    }

    @Test func allModeRecordsEvenAMatch() throws {
        let folder = try temporaryFolder()
        let snapshot = folder + "/allModeRecordsEvenAMatch.card.vml"
        try Data(try Card(title: "Hi").renderVML().utf8).write(to: URL(fileURLWithPath: snapshot))
        let found = failures {
            assertVmlSnapshot(of: Card(title: "Hi"), named: "card", record: .all, snapshotDirectory: folder)
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.contains("was recorded (record mode all)") }, "\(found)")
    }

    @Test func crlfSnapshotsReadAsLF() throws {
        let folder = try temporaryFolder()
        let text = try Card(title: "Hi").renderVML().replacingOccurrences(of: "\n", with: "\r\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/crlfSnapshotsReadAsLF.card.vml"))
        assertVmlSnapshot(of: Card(title: "Hi"), named: "card", record: .never, snapshotDirectory: folder)
    }

    @Test func validationErrorsFail() throws {
        let folder = try temporaryFolder()
        let nodes: [VMLNode] = [.element("Text", attributes: ["title": "attr(name)"])]
        try Data("<Text title=\"attr(name)\"/>\n".utf8).write(to: URL(fileURLWithPath: folder + "/validationErrorsFail.bad.vml"))
        let found = failures {
            assertVmlSnapshot(of: nodes, named: "bad", record: .never, snapshotDirectory: folder)
        }
        #expect(
            found.count == 1
                && found.allSatisfy { message in
                    message.contains("1 validation error(s)") && message.contains("attr(…) is only valid inside style")
                }, "\(found)")
    }

    @Test func unwritableTreesFail() throws {
        let folder = try temporaryFolder()
        let found = failures {
            assertVmlSnapshot(of: [VMLNode.element("Sta r")], named: "x", record: .missing, snapshotDirectory: folder)
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.contains("cannot be written as VML") }, "\(found)")
    }

    @Test(arguments: ["first", "second"])
    func parameterizedTestsNeedANameForEachCase(title: String) throws {
        let folder = try temporaryFolder()
        var found = failures {
            assertVmlSnapshot(of: Card(title: title), record: .missing, snapshotDirectory: folder)
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.contains("pass `named:`") }, "\(found)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        found = failures {
            assertVmlSnapshot(of: Card(title: title), named: title, record: .missing, snapshotDirectory: folder)
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.contains("was recorded") }, "\(found)")
        #expect(contents(of: folder + "/parameterizedTestsNeedANameForEachCase-title.\(title).vml") != nil)
    }

    @Test func namesAreSanitizedLikeSwiftSnapshotTesting() throws {
        let folder = try temporaryFolder()
        let found = failures {
            assertVmlSnapshot(
                of: Card(title: "x"), named: "dark mode / iPad", record: .missing, snapshotDirectory: folder,
                testName: "test_home(screen:)")
        }
        #expect(!found.isEmpty)
        #expect(contents(of: folder + "/test_home-screen.dark-mode-iPad.vml") != nil)
    }

    struct EnvironmentCase: Sendable {
        var environment: [String: String]
        var mode: VMLSnapshotRecordMode
        var sourceLocation: SourceLocation

        init(_ environment: [String: String], _ mode: VMLSnapshotRecordMode, sourceLocation: SourceLocation = #_sourceLocation) {
            self.environment = environment
            self.mode = mode
            self.sourceLocation = sourceLocation
        }
    }

    static let environmentCases: [EnvironmentCase] = [
        EnvironmentCase([:], .missing),
        EnvironmentCase(["CI": "true"], .never),
        EnvironmentCase(["CI": "1", "VML_SNAPSHOT_RECORD": "failed"], .failed),
        EnvironmentCase(["VML_SNAPSHOT_RECORD": "all"], .all),
        EnvironmentCase(["VML_SNAPSHOT_RECORD": "never"], .never),
        EnvironmentCase(["VML_SNAPSHOT_RECORD": "sometimes"], .missing),
        EnvironmentCase(["CI": ""], .missing),
    ]

    @Test(arguments: environmentCases)
    func recordModeFromTheEnvironment(_ test: EnvironmentCase) {
        #expect(VMLSnapshotRecordMode.fromEnvironment(test.environment) == test.mode, sourceLocation: test.sourceLocation)
    }
}
