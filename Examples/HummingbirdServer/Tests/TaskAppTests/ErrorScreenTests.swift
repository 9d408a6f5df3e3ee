import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// 404 and 400 answers are VML error screens with the status in their title.
@Suite struct ErrorScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let uri: String
        let status: HTTPResponse.Status
        let message: String
        let sourceLocation: SourceLocation
        var testDescription: String { uri }

        init(
            _ uri: String, _ status: HTTPResponse.Status, _ message: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.uri = uri
            self.status = status
            self.message = message
            self.sourceLocation = sourceLocation
        }
    }

    static let cases: [Case] = [
        Case("/tasks/999", .notFound, "There is no task 999."),
        Case("/tasks/abc", .notFound, "There is no task abc."),
        Case("/tasks/-1?layout=pretty", .notFound, "There is no task -1."),
        Case("/nowhere", .notFound, "Nothing is served at /nowhere."),
        Case("/tasks?layout=bogus", .badRequest, "The layout “bogus” is not one of: compact, pretty."),
        Case("/tasks/1?layout=Pretty", .badRequest, "The layout “Pretty” is not one of: compact, pretty."),
        Case("/tasks?layout=%3CText%3E", .badRequest, "The layout “<Text>” is not one of: compact, pretty."),
        Case("/tasks?layout=", .badRequest, "The layout “” is not one of: compact, pretty."),
    ]

    @Test(arguments: cases)
    func errorScreen(_ testCase: Case) async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: testCase.uri, method: .get)
        }
        let location = testCase.sourceLocation
        #expect(response.status == testCase.status, sourceLocation: location)
        #expect(response.headers[.contentType] == "application/swiftui+vml", sourceLocation: location)
        let document = try response.document()
        #expect(document.elements(named: "ContentUnavailableView").count == 1, sourceLocation: location)
        #expect(document.textElements(holding: testCase.message).count == 1, sourceLocation: location)
        #expect(document.navigationTitle == "Error \(testCase.status.code)", sourceLocation: location)
    }

    @Test func errorScreenKeepsAValidLayout() async throws {
        let (pretty, compact) = try await withTestServer { client in
            (
                try await client.execute(uri: "/tasks/999?layout=pretty", method: .get),
                try await client.execute(uri: "/tasks/999", method: .get)
            )
        }
        #expect(pretty.text.contains("\n  <"))
        #expect(!compact.bytes.contains(UInt8(ascii: "\n")))
    }

    struct Boom: Error {}

    /// Errors other than the app's own: a route that throws, and a screen the serializer refuses
    /// (a modifier name with a space), both give the 500 screen.
    @Test(arguments: ["/boom", "/unwritable"])
    func unexpectedErrorIsA500Screen(_ uri: String) async throws {
        let router = Router()
        router.add(middleware: ErrorScreenMiddleware())
        router.get("/boom") { _, _ -> String in throw Boom() }
        router.get("/unwritable") { _, _ in VMLScreenResponse(VmlText("x").modifier(named: "not valid")) }
        let response = try await Application(router: router, logger: quietLogger).test(.router) { client in
            try await client.execute(uri: uri, method: .get)
        }
        #expect(response.status == .internalServerError)
        let document = try response.document()
        #expect(document.textElements(holding: "Something went wrong on the server.").count == 1)
        #expect(document.navigationTitle == "Error 500")
    }
}
