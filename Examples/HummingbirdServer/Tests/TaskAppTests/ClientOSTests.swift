import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// Each screen is rendered for the client's iOS: the `VML-Client` header, or `?client=` for a
/// browser preview; the detail screen's action button falls back for clients before iOS 17.
@Suite struct ClientOSTests {
    /// How a request says its client, and the background the task's toggle button gets.
    struct Case: Sendable, CustomTestStringConvertible {
        let uri: String
        let header: String?
        let background: String
        let sourceLocation: SourceLocation
        var testDescription: String { uri + (header.map { ", VML-Client: \($0)" } ?? "") }

        init(_ uri: String, header: String? = nil, background: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.uri = uri
            self.header = header
            self.background = background
            self.sourceLocation = sourceLocation
        }
    }

    static let cases: [Case] = [
        Case("/tasks/2", background: "glassEffect()"),
        Case("/tasks/2", header: "iOS/26.0", background: "glassEffect()"),
        Case("/tasks/2", header: "iOS/17.4", background: "background(.ultraThinMaterial)"),
        Case("/tasks/2", header: "iOS/16.4", background: "background(.ultraThinMaterial)"),
        Case("/tasks/2", header: "iOS/16.4 (iPad)", background: "background(.ultraThinMaterial)"),
        // A header the server cannot read is an unknown client: rendered as for the newest iOS.
        Case("/tasks/2", header: "Android/14", background: "glassEffect()"),
        // The query wins over the header: a browser preview picks a client.
        Case("/tasks/2?client=ios16", background: "background(.ultraThinMaterial)"),
        Case("/tasks/2?client=iOS%2026.0", header: "iOS/16.4", background: "glassEffect()"),
        Case("/tasks/2/toggle?client=16", background: "background(.ultraThinMaterial)"),
    ]

    @Test(arguments: cases)
    func theScreenIsRenderedForTheClient(_ testCase: Case) async throws {
        let name = try #require(HTTPFields.Element.Name(Request.vmlClientHeader))
        let headers: HTTPFields = testCase.header.map { [name: $0] } ?? [:]
        let method: HTTPRequest.Method = testCase.uri.contains("/toggle") ? .post : .get
        let response = try await withTestServer { client in
            try await client.execute(uri: testCase.uri, method: method, headers: headers)
        }
        let location = testCase.sourceLocation
        #expect(response.status == .ok, sourceLocation: location)
        #expect(response.headers[.vary] == "Accept, VML-Client", sourceLocation: location)
        #expect(response.text.contains(#"data-post="/tasks/2/toggle" style="\#(testCase.background)">"#), sourceLocation: location)
    }

    @Test func eachClientGetsItsOwnTag() async throws {
        let name = try #require(HTTPFields.Element.Name(Request.vmlClientHeader))
        let (old, new, again) = try await withTestServer { client in
            (
                try await client.execute(uri: "/tasks/2", method: .get, headers: [name: "iOS/16.4"]),
                try await client.execute(uri: "/tasks/2", method: .get, headers: [name: "iOS/26.0"]),
                try await client.execute(uri: "/tasks/2", method: .get, headers: [name: "iOS/16.2"])
            )
        }
        #expect(old.headers[.eTag] != new.headers[.eTag])
        #expect(old.headers[.eTag] == again.headers[.eTag])
    }

    @Test func aBadClientQueryIsA400Screen() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks?client=android", method: .get)
        }
        #expect(response.status == .badRequest)
        #expect(response.text.contains("The client “android” is not an iOS version, such as ios17 or iOS 17.4."))
    }

    @Test func thePreviewPageIsDrawnForTheChosenClient() async throws {
        let (old, vml) = try await withTestServer { client in
            (
                try await client.execute(uri: "/tasks/2?preview&client=ios16", method: .get),
                try await client.execute(uri: "/tasks/2?client=ios16", method: .get)
            )
        }
        #expect(old.headers[.contentType] == "text/html; charset=utf-8")
        #expect(vml.text.contains("background(.ultraThinMaterial)"))
        // The page draws the very bytes the iOS 16 client got.
        #expect(old.text.contains("ultraThinMaterial"))
    }
}
