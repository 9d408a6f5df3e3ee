import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// How a tap reaches the server: a `NavigationLink`'s destination is a route of the same server, a
/// button's `data-post` attribute names the route it posts to, and a form's fields are posted under
/// their ids. Each is followed here as a client runtime would.
@Suite struct InteractionTests {
    @Test func listRowsLinkToDetailRoutesThatServeThem() async throws {
        let results = try await withTestServer { client in
            let list = try await client.execute(uri: TaskRoutes.listPath, method: .get).document()
            var results: [(String, String?, HTTPResponse.Status, String?)] = []
            for link in list.elements(named: "NavigationLink") {
                let destination = link[attribute: "destination"] ?? ""
                let detail = try await client.execute(uri: destination, method: .get)
                let page = try await client.execute(uri: destination, method: .get, headers: [.accept: browserAccept])
                results.append((destination, try detail.document().navigationTitle, detail.status, page.headers[.contentType]))
            }
            return results
        }
        #expect(results.map(\.0) == ["/tasks/1", "/tasks/2", "/tasks/3", "/tasks/6", "/tasks/4", "/tasks/5"])
        for (destination, title, status, pageType) in results {
            let id = try #require(Int(destination.dropFirst("/tasks/".count)))
            #expect(status == .ok)
            #expect(title == TaskStore.sample.task(id: id)?.title)
            #expect(pageType == "text/html; charset=utf-8")
        }
    }

    @Test func toggleButtonPostsToTheRouteThatTogglesTheTask() async throws {
        let database = TaskDatabase(.sample)
        let (button, first, second) = try await withTestServer(database: database) { client in
            let detail = try await client.execute(uri: "/tasks/2", method: .get).document()
            let button = try #require(detail.element(id: "toggle"))
            let route = button[attribute: "data-post"] ?? ""
            let first = try await client.execute(uri: route, method: .post).document()
            let second = try await client.execute(uri: route, method: .post).document()
            return (button, first, second)
        }
        #expect(button.name == "Button")
        #expect(button[attribute: "data-post"] == "/tasks/2/toggle")
        #expect(button.children.first?.element?.children == [.text("Mark as Done")])
        #expect(first.navigationTitle == "Book the dentist")
        #expect(first.textElements(holding: "Mark as Open").count == 1)
        #expect(second.textElements(holding: "Mark as Done").count == 1)
        #expect(database.store.task(id: 2)?.isDone == false)
        #expect(database.store.tasks.filter(\.isDone).map(\.id) == [4, 5])
    }

    @Test func toggleAnswersTheNewScreenAndChangesTheList() async throws {
        let database = TaskDatabase(.sample)
        let (toggled, list) = try await withTestServer(database: database) { client in
            (
                try await client.execute(uri: "/tasks/1/toggle", method: .post),
                try await client.execute(uri: "/tasks", method: .get)
            )
        }
        #expect(toggled.status == .ok)
        #expect(toggled.headers[.contentType] == "application/swiftui+vml")
        let task = try #require(database.store.task(id: 1))
        #expect(task.isDone)
        #expect(toggled.text == (try TaskDetailView(viewModel: TaskDetailViewModel(task)).renderVML(.compact)))
        #expect(try list.document().textElements(holding: "3 open, 3 done").count == 1)
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        let uri: String
        let body: String
        let status: HTTPResponse.Status
        let message: String
        let sourceLocation: SourceLocation
        var testDescription: String { "POST \(uri) \(body.prefix(40))" }

        init(
            _ uri: String, body: String = "", _ status: HTTPResponse.Status, _ message: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.uri = uri
            self.body = body
            self.status = status
            self.message = message
            self.sourceLocation = sourceLocation
        }
    }

    /// A post that cannot be done changes nothing and answers an error screen.
    @Test(arguments: [
        FailureCase("/tasks/99/toggle", .notFound, "There is no task 99."),
        FailureCase("/tasks/2/toggle?layout=bogus", .badRequest, "The layout “bogus” is not one of: compact, pretty."),
        FailureCase("/tasks", body: "title=%20%20&notes=x", .badRequest, "A new task needs a title."),
        FailureCase("/tasks", body: "notes=x", .badRequest, "A new task needs a title."),
        FailureCase("/tasks?layout=bogus", body: "title=x", .badRequest, "The layout “bogus” is not one of: compact, pretty."),
        FailureCase(
            "/tasks", body: "title=" + String(repeating: "a", count: 20_000), .contentTooLarge, "The request failed."),
    ])
    func failedPostChangesNothing(_ testCase: FailureCase) async throws {
        let database = TaskDatabase(.sample)
        let response = try await withTestServer(database: database) { client in
            try await client.execute(
                uri: testCase.uri, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: testCase.body))
        }
        let location = testCase.sourceLocation
        #expect(response.status == testCase.status, sourceLocation: location)
        #expect(try response.document().textElements(holding: testCase.message).count == 1, sourceLocation: location)
        #expect(database.store.tasks == TaskStore.sample.tasks, sourceLocation: location)
    }

    /// The New Task form, filled in and submitted as a client runtime would: each field's value
    /// under its id, the button's id as `submit`, posted to the button's `data-post` route.
    @Test func newTaskFormPostsItsFieldsAndAnswersTheList() async throws {
        let database = TaskDatabase(.sample)
        let values = ["title": "Buy milk & eggs", "notes": "Oat milk.\nFree-range eggs."]
        let (form, button, answer) = try await withTestServer(database: database) { client in
            let list = try await client.execute(uri: "/tasks", method: .get).document()
            let form = try #require(list.element(id: "new-task"))
            let button = try #require(list.element(id: "add"))
            let fields = VMLDocument(form.children).allElements.filter { ["TextField", "TextEditor"].contains($0.name) }
            var pairs = fields.compactMap { field in
                field[attribute: "id"].map { "\($0)=\(Self.formEncoded(values[$0] ?? ""))" }
            }
            pairs.append("submit=\(button[attribute: "id"] ?? "")")
            let answer = try await client.execute(
                uri: button[attribute: "data-post"] ?? "", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: pairs.joined(separator: "&")))
            return (form, button, answer)
        }
        #expect(form.name == "Form")
        #expect(button.name == "Button")
        #expect(button[attribute: "data-post"] == TaskRoutes.listPath)
        #expect(answer.status == .ok)
        let added = try #require(database.store.task(id: 7))
        #expect(added.title == "Buy milk & eggs")
        #expect(added.notes == "Oat milk.\nFree-range eggs.")
        #expect(!added.isDone)
        let list = try answer.document()
        #expect(list.textElements(holding: "Buy milk & eggs").count == 1)
        #expect(list.elements(named: "NavigationLink").contains { $0[attribute: "destination"] == "/tasks/7" })
    }

    /// `text` as `application/x-www-form-urlencoded` writes it: unreserved bytes as they are, a
    /// space as `+`, every other byte as `%XX`.
    static func formEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "*"):
                result.append(Character(UnicodeScalar(byte)))
            case UInt8(ascii: " "): result.append("+")
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
