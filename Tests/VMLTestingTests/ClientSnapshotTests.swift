import Foundation
import Testing
import VML
import VMLTesting

/// `assertVmlSnapshot(of:clients:…)`: one snapshot per client iOS, each built for its client.
@Suite struct ClientSnapshotTests {
    /// A badge with a fallback for clients before iOS 17.
    struct Badge: VmlView {
        var body: some VmlView {
            if vmlAvailable(iOS: 17) {
                VmlText("New").background(.fill)
            } else {
                VmlText("New").background(.ultraThinMaterial)
            }
        }
    }

    /// A view with a declaration newer than iOS 16 and no fallback.
    struct Unguarded: VmlView {
        var body: some VmlView {
            VmlText("Hi").padding(8).scrollClipDisabled()
        }
    }

    /// The committed files: `.1.iOS-16.0.vml` and `.1.iOS-17.4.vml`, each its client's branch.
    @Test func matchesCommittedSnapshotsPerClient() throws {
        assertVmlSnapshot(of: Badge(), clients: [.iOS(16), .iOS(17, 4)], record: .never)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__/ClientSnapshotTests")
        #expect(
            contents(of: folder.appendingPathComponent("matchesCommittedSnapshotsPerClient.1.iOS-16.0.vml").path)
                == "<Text style=\"background(.ultraThinMaterial)\">New</Text>\n")
        #expect(
            contents(of: folder.appendingPathComponent("matchesCommittedSnapshotsPerClient.1.iOS-17.4.vml").path)
                == "<Text style=\"background(.fill)\">New</Text>\n")
    }

    @Test func eachClientIsRecordedInItsOwnFile() throws {
        let folder = try temporaryFolder()
        let found = failures {
            assertVmlSnapshot(of: Badge(), clients: [.iOS(16), .iOS(26)], named: "badge", record: .missing, snapshotDirectory: folder)
        }
        #expect(found.count == 2 && found.allSatisfy { $0.contains("was missing and was recorded") }, "\(found)")
        #expect(
            contents(of: folder + "/eachClientIsRecordedInItsOwnFile.badge.iOS-16.0.vml")
                == "<Text style=\"background(.ultraThinMaterial)\">New</Text>\n")
        #expect(
            contents(of: folder + "/eachClientIsRecordedInItsOwnFile.badge.iOS-26.0.vml")
                == "<Text style=\"background(.fill)\">New</Text>\n")
        #expect(
            failures {
                assertVmlSnapshot(of: Badge(), clients: [.iOS(16), .iOS(26)], named: "badge", record: .never, snapshotDirectory: folder)
            }.isEmpty)
    }

    @Test func unnamedCallsCountOnceForAllTheirClients() throws {
        let folder = try temporaryFolder()
        _ = failures {
            assertVmlSnapshot(of: Badge(), clients: [.iOS(16), .iOS(17)], record: .missing, snapshotDirectory: folder)
            assertVmlSnapshot(of: Badge(), record: .missing, snapshotDirectory: folder)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            files == [
                "unnamedCallsCountOnceForAllTheirClients.1.iOS-16.0.vml", "unnamedCallsCountOnceForAllTheirClients.1.iOS-17.0.vml",
                "unnamedCallsCountOnceForAllTheirClients.2.vml",
            ])
    }

    @Test func aDeclarationNewerThanAClientFailsByDefault() throws {
        let folder = try temporaryFolder()
        let found = failures {
            assertVmlSnapshot(of: Unguarded(), clients: [.iOS(16), .iOS(17)], named: "hi", record: .missing, snapshotDirectory: folder)
        }
        #expect(found.count == 2, "\(found)")
        #expect(
            found.first
                == "the render for iOS 16.0 failed: Text[0]: scrollClipDisabled(_:) needs iOS 17.0; the client is iOS 16.0")
        #expect(contents(of: folder + "/aDeclarationNewerThanAClientFailsByDefault.hi.iOS-16.0.vml") == nil)
        #expect(found.last?.contains("iOS-17.0.vml was missing and was recorded") == true, "\(found)")
    }

    @Test func anotherPolicySnapshotsWhatTheServerServes() throws {
        let folder = try temporaryFolder()
        _ = failures {
            assertVmlSnapshot(
                of: Unguarded(), clients: [.iOS(16)], named: "dropped", newerDeclarations: .drop, record: .missing,
                snapshotDirectory: folder)
            assertVmlSnapshot(
                of: Unguarded(), clients: [.iOS(16)], named: "written", newerDeclarations: .write, record: .missing,
                snapshotDirectory: folder)
        }
        #expect(
            contents(of: folder + "/anotherPolicySnapshotsWhatTheServerServes.dropped.iOS-16.0.vml")
                == "<Text style=\"padding(8)\">Hi</Text>\n")
        #expect(
            contents(of: folder + "/anotherPolicySnapshotsWhatTheServerServes.written.iOS-16.0.vml")
                == "<Text style=\"padding(8), scrollClipDisabled(true)\">Hi</Text>\n")
    }

    @Test func theViewIsBuiltInEachClientsContext() throws {
        let folder = try temporaryFolder()
        let french = VmlRenderContext(locale: Locale(identifier: "fr_FR"), strings: VmlStringTable(["New": "Nouveau"]))
        _ = failures {
            // A view literal, not a composite view: the argument is evaluated once per client, in its context.
            assertVmlSnapshot(
                of: VmlVStack { if vmlAvailable(iOS: 17) { VmlText("New") } else { VmlText("Old") } },
                clients: [.iOS(16), .iOS(17)], named: "literal", in: french, record: .missing, snapshotDirectory: folder)
        }
        #expect(
            contents(of: folder + "/theViewIsBuiltInEachClientsContext.literal.iOS-16.0.vml") == "<VStack>\n  <Text>Old</Text>\n</VStack>\n"
        )
        #expect(
            contents(of: folder + "/theViewIsBuiltInEachClientsContext.literal.iOS-17.0.vml")
                == "<VStack>\n  <Text>Nouveau</Text>\n</VStack>\n")
    }

    @Test func noClientIsAFailure() {
        let found = failures { assertVmlSnapshot(of: Badge(), clients: [], record: .never) }
        #expect(found == ["assertVmlSnapshot(of:clients:) was given no client: pass one or more, such as [.iOS(17), .iOS(26)]"])
    }
}
