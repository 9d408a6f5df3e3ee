import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// Both screens, and an error screen, served pretty and compared with committed snapshots.
@Suite struct ScreenSnapshotTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let uri: String
        let snapshot: String
        let status: HTTPResponse.Status
        let sourceLocation: SourceLocation
        var testDescription: String { uri }

        init(
            _ uri: String, snapshot: String, status: HTTPResponse.Status = .ok,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.uri = uri
            self.snapshot = snapshot
            self.status = status
            self.sourceLocation = sourceLocation
        }
    }

    static let cases: [Case] = [
        Case("/tasks?layout=pretty", snapshot: "TaskList"),
        Case("/tasks/2?layout=pretty", snapshot: "TaskDetail"),
        Case("/tasks/99?layout=pretty", snapshot: "NotFound", status: .notFound),
    ]

    @Test(arguments: cases)
    func screenMatchesSnapshot(_ testCase: Case) async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: testCase.uri, method: .get)
        }
        #expect(response.status == testCase.status, sourceLocation: testCase.sourceLocation)
        #expect(response.headers[.contentType] == "application/swiftui+vml", sourceLocation: testCase.sourceLocation)
        try expectSnapshot(response.text, named: testCase.snapshot, sourceLocation: testCase.sourceLocation)
    }

    @Test func compactIsTheDefaultAndReadsAsThePrettyTree() async throws {
        let (compact, pretty) = try await withTestServer { client in
            (
                try await client.execute(uri: "/tasks", method: .get),
                try await client.execute(uri: "/tasks?layout=pretty", method: .get)
            )
        }
        #expect(compact.status == .ok)
        #expect(!compact.bytes.contains(UInt8(ascii: "\n")))
        #expect(pretty.bytes.last == UInt8(ascii: "\n"))
        #expect(compact.bytes.count < pretty.bytes.count)
        #expect(try compact.document() == pretty.document())
    }

    @Test func screensAreTheViewsRenderedFromTheirViewModels() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks/2", method: .get)
        }
        let task = try #require(TaskStore.sample.task(id: 2))
        let expected = try TaskDetailView(viewModel: TaskDetailViewModel(task)).renderVML(.compact)
        #expect(response.text == expected)
    }
}
