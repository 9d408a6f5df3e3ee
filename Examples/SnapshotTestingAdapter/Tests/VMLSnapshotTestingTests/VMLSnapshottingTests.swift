import Foundation
import SnapshotTesting
import Testing
import VML
import VMLSnapshotTesting
import VMLTesting

/// The `.vml` strategy: a committed snapshot matches, and a mismatch names the structural difference.
@Suite struct VMLSnapshottingTests {
    struct Card: VmlView {
        var title: String
        var padding: Double

        var body: some VmlView {
            VmlVStack(alignment: .leading) {
                VmlText(title).font(.headline)
                VmlText("Details").padding(padding)
            }
        }
    }

    @Test func matchesTheCommittedSnapshot() {
        assertSnapshot(of: Card(title: "Hello", padding: 8), as: .vml, record: .never)
    }

    /// The two libraries share files: `assertVmlSnapshot` reads the file `assertSnapshot(as: .vml)` wrote.
    @Test func vmlTestingReadsTheSameFile() {
        assertVmlSnapshot(
            of: Card(title: "Hello", padding: 8), named: "1", record: .never, testName: "matchesTheCommittedSnapshot()")
    }

    @Test func writesCanonicalPrettyText() throws {
        let text = Snapshotting<Card, String>.vml.diffing.fromData(Data("<Spacer/>\r\n".utf8))
        #expect(text == "<Spacer/>\n")
        let rendered = try Card(title: "Hi", padding: 8).renderVML()
        #expect(rendered.hasPrefix("<VStack alignment=\"leading\">\n"))
    }

    @Test func mismatchNamesTheFirstStructuralDifference() throws {
        let old = try Card(title: "Hello", padding: 8).renderVML()
        let new = try Card(title: "Hello", padding: 12).renderVML()
        let (message, _) = try #require(Diffing<String>.vml.diffV2(old, new))
        #expect(message.hasPrefix("VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)\n--- expected\n+++ actual\n"))
        #expect(Diffing<String>.vml.diffV2(old, old) == nil)
    }

    @Test func aChangedSnapshotFailsTheAssertion() {
        withKnownIssue {
            assertSnapshot(
                of: Card(title: "Changed", padding: 8), as: .vml, named: "1", record: .never, testName: "matchesTheCommittedSnapshot")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("VStack[0] > Text[0] > #text[0]: text \"Hello\" ≠ \"Changed\"")
        }
    }
}
