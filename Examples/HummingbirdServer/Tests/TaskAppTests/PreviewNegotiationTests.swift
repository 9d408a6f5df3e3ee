import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML
import VMLPreview

/// A browser asking for a screen's URL (or any client asking with `?preview`) gets the preview
/// page of exactly the bytes a VML client gets; a VML client gets VML as before.
@Suite struct PreviewNegotiationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let uri: String
        let accept: String?
        let preview: Bool
        let sourceLocation: SourceLocation
        var testDescription: String { "\(uri) Accept: \(accept ?? "none")" }

        init(_ uri: String, accept: String?, preview: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            self.uri = uri
            self.accept = accept
            self.preview = preview
            self.sourceLocation = sourceLocation
        }
    }

    static let cases: [Case] = [
        Case("/tasks", accept: browserAccept, preview: true),
        Case("/tasks/2", accept: browserAccept, preview: true),
        Case("/tasks", accept: "TEXT/HTML; q=0.5", preview: true),
        Case("/tasks?preview", accept: nil, preview: true),
        Case("/tasks/2?preview&layout=pretty", accept: "application/swiftui+vml", preview: true),
        Case("/tasks", accept: nil, preview: false),
        Case("/tasks", accept: "*/*", preview: false),
        Case("/tasks", accept: "application/swiftui+vml", preview: false),
        Case("/tasks", accept: "text/html;q=0, application/swiftui+vml", preview: false),
        Case("/tasks/2?layout=pretty", accept: "application/xhtml+xml", preview: false),
    ]

    @Test(arguments: cases)
    func acceptAndQueryChooseTheRepresentation(_ testCase: Case) async throws {
        let headers: HTTPFields = testCase.accept.map { [.accept: $0] } ?? [:]
        let (answer, vml) = try await withTestServer { client in
            (
                try await client.execute(uri: testCase.uri, method: .get, headers: headers),
                try await client.execute(
                    uri: testCase.uri.replacing("preview&", with: "").replacing("?preview", with: ""), method: .get)
            )
        }
        let location = testCase.sourceLocation
        #expect(answer.status == .ok, sourceLocation: location)
        #expect(answer.headers[.vary] == "Accept, VML-Client", sourceLocation: location)
        #expect(vml.headers[.contentType] == "application/swiftui+vml", sourceLocation: location)
        if testCase.preview {
            #expect(answer.headers[.contentType] == "text/html; charset=utf-8", sourceLocation: location)
            #expect(answer.headers[.cacheControl] == "no-store", sourceLocation: location)
            #expect(answer.headers[.eTag] == nil, sourceLocation: location)
            #expect(answer.text.hasPrefix("<!DOCTYPE html>"), sourceLocation: location)
            #expect(answer.text.contains("data-vml-path="), sourceLocation: location)
            // The page draws the very bytes the VML client got.
            let path = String(testCase.uri.prefix { $0 != "?" })
            let expected = VMLPreviewPage(source: vml.bytes, options: VMLPreviewOptions(fileName: path))
            #expect(answer.text == expected.html, sourceLocation: location)
            #expect(!expected.hasErrors, sourceLocation: location)
        } else {
            #expect(answer.headers[.contentType] == "application/swiftui+vml", sourceLocation: location)
            #expect(answer.bytes == vml.bytes, sourceLocation: location)
            #expect(answer.headers[.eTag] == EntityTag(of: vml.bytes).headerValue, sourceLocation: location)
        }
    }

    /// A VML client's list screen is the view rendered from its view model, byte for byte, with or
    /// without an `Accept` header.
    @Test func vmlClientGetsTheRenderedView() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks", method: .get, headers: [.accept: "application/swiftui+vml"])
        }
        let expected = try TaskListView(viewModel: TaskListViewModel(.sample)).renderVML(.compact)
        #expect(response.text == expected)
    }

    struct OptionCase: Sendable, CustomTestStringConvertible {
        let query: String
        let device: String
        let scheme: String
        let sourceLocation: SourceLocation
        var testDescription: String { query }

        init(_ query: String, device: String, scheme: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.query = query
            self.device = device
            self.scheme = scheme
            self.sourceLocation = sourceLocation
        }
    }

    @Test(arguments: [
        OptionCase("?preview", device: "iphone", scheme: "light"),
        OptionCase("?preview&scheme=dark", device: "iphone", scheme: "dark"),
        OptionCase("?preview&scheme=dark&device=ipad", device: "ipad", scheme: "dark"),
        OptionCase("?device=iphone-se&preview", device: "iphone-se", scheme: "light"),
    ])
    func previewOptionsComeFromTheQuery(_ testCase: OptionCase) async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks/1" + testCase.query, method: .get)
        }
        let location = testCase.sourceLocation
        #expect(response.status == .ok, sourceLocation: location)
        #expect(response.text.contains(#"data-device="\#(testCase.device)""#), sourceLocation: location)
        #expect(response.text.contains(#"<div class="screen \#(testCase.scheme)"#), sourceLocation: location)
    }

    /// Error screens negotiate too: a browser sees the error screen's preview, with its status.
    @Test(arguments: [
        ErrorScreenTests.Case("/tasks/99", .notFound, "There is no task 99."),
        ErrorScreenTests.Case("/nowhere", .notFound, "Nothing is served at /nowhere."),
        ErrorScreenTests.Case("/tasks?scheme=sepia", .badRequest, "The scheme “sepia” is not one of: light, dark."),
        ErrorScreenTests.Case("/tasks?device=pixel", .badRequest, "The device “pixel” is not one of: iphone, iphone-se, ipad."),
    ])
    func errorScreensArePreviewedForABrowser(_ testCase: ErrorScreenTests.Case) async throws {
        let (page, vml) = try await withTestServer { client in
            (
                try await client.execute(uri: testCase.uri, method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: testCase.uri + (testCase.uri.contains("?") ? "&" : "?") + "preview", method: .get)
            )
        }
        let location = testCase.sourceLocation
        #expect(page.status == testCase.status, sourceLocation: location)
        #expect(page.headers[.contentType] == "text/html; charset=utf-8", sourceLocation: location)
        #expect(page.text.contains(testCase.message), sourceLocation: location)
        #expect(page.text.contains("Error \(testCase.status.code)"), sourceLocation: location)
        #expect(vml.status == testCase.status, sourceLocation: location)
        #expect(vml.headers[.contentType] == "text/html; charset=utf-8", sourceLocation: location)
    }

    /// Bad preview options are ignored by a VML client: they only mean something to the page.
    @Test func previewOptionsAreCheckedOnlyForThePage() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks?scheme=sepia", method: .get)
        }
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/swiftui+vml")
    }

    @Test func headGivesThePageHeadersWithoutBody() async throws {
        let (get, head) = try await withTestServer { client in
            (
                try await client.execute(uri: "/tasks/2", method: .get, headers: [.accept: browserAccept]),
                try await client.execute(uri: "/tasks/2", method: .head, headers: [.accept: browserAccept])
            )
        }
        #expect(head.status == .ok)
        #expect(head.body.readableBytes == 0)
        #expect(head.headers[.contentType] == "text/html; charset=utf-8")
        #expect(head.headers[.contentLength] == String(get.bytes.count))
    }
}
