import Foundation
import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// The entity tag: a stable hash of the canonical bytes, and `If-None-Match` answered with 304.
@Suite struct ETagTests {
    struct HashCase: Sendable {
        let input: String
        let hash: UInt64
        let sourceLocation: SourceLocation

        init(_ input: String, _ hash: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.hash = hash
            self.sourceLocation = sourceLocation
        }
    }

    /// The hash's values, computed apart from the example (FNV-1a over little-endian words, as
    /// `EntityTag.hash` says): the same in every process, so tags survive restarts and replicas.
    /// The two screens differ in their last byte only.
    @Test(arguments: [
        HashCase("", 0xcbf2_9ce4_4fd0_bfc1),
        HashCase("a", 0xaf63_dd4c_2962_3373),
        HashCase("foobar", 0xcae9_ac87_50ad_0915),
        HashCase("<Text>Hello</Text>", 0xc84b_e0c4_809a_77ed),
        HashCase("<Text>Hello</Text!", 0xc84b_d9c4_809a_5280),
    ])
    func hashIsFNV1aOverWords(_ testCase: HashCase) {
        let tag = EntityTag(of: Array(testCase.input.utf8))
        #expect(tag.hash == testCase.hash, sourceLocation: testCase.sourceLocation)
    }

    @Test func headerValueIsQuotedHexWithLeadingZeros() {
        #expect(EntityTag(of: Array("a".utf8)).headerValue == "\"vml-af63dd4c29623373\"")
        #expect(EntityTag(of: []).headerValue == "\"vml-cbf29ce44fd0bfc1\"")
    }

    struct MatchCase: Sendable {
        let ifNoneMatch: String
        let matches: Bool
        let sourceLocation: SourceLocation

        init(_ ifNoneMatch: String, _ matches: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            self.ifNoneMatch = ifNoneMatch
            self.matches = matches
            self.sourceLocation = sourceLocation
        }
    }

    @Test(arguments: [
        MatchCase("\"vml-af63dd4c29623373\"", true),
        MatchCase("W/\"vml-af63dd4c29623373\"", true),
        MatchCase("*", true),
        MatchCase("\"x\", \"vml-af63dd4c29623373\"", true),
        MatchCase("\"x\",\t\"vml-af63dd4c29623373\" ", true),
        MatchCase("\"vml-af63dd4c29623374\"", false),
        MatchCase("vml-af63dd4c29623373", false),
        MatchCase("", false),
    ])
    func ifNoneMatchComparesWeakly(_ testCase: MatchCase) {
        let tag = EntityTag(of: Array("a".utf8))
        #expect(tag.matches(ifNoneMatch: testCase.ifNoneMatch) == testCase.matches, sourceLocation: testCase.sourceLocation)
    }

    @Test func roundTripGivesNotModified() async throws {
        try await withTestServer { client in
            let first = try await client.execute(uri: "/tasks", method: .get)
            #expect(first.status == .ok)
            let etag = try #require(first.headers[.eTag])
            #expect(etag == EntityTag(of: first.bytes).headerValue)
            #expect(first.headers[.cacheControl] == "no-cache")

            for ifNoneMatch in [etag, "W/" + etag, "\"other\", " + etag, "*"] {
                let again = try await client.execute(uri: "/tasks", method: .get, headers: [.ifNoneMatch: ifNoneMatch])
                #expect(again.status == .notModified, "If-None-Match: \(ifNoneMatch)")
                #expect(again.body.readableBytes == 0)
                #expect(again.headers[.eTag] == etag)
            }

            let stale = try await client.execute(
                uri: "/tasks", method: .get, headers: [.ifNoneMatch: "\"vml-0000000000000000\""])
            #expect(stale.status == .ok)
            #expect(stale.bytes == first.bytes)
        }
    }

    @Test func tagDependsOnLayoutAndScreen() async throws {
        try await withTestServer { client in
            let compact = try await client.execute(uri: "/tasks", method: .get)
            let pretty = try await client.execute(uri: "/tasks?layout=pretty", method: .get)
            let detail = try await client.execute(uri: "/tasks/1", method: .get)
            let tags = [compact, pretty, detail].compactMap { $0.headers[.eTag] }
            #expect(Set(tags).count == 3)

            let crossed = try await client.execute(
                uri: "/tasks?layout=pretty", method: .get, headers: [.ifNoneMatch: compact.headers[.eTag] ?? ""])
            #expect(crossed.status == .ok)
        }
    }

    /// A second app (as a second process or replica would be) gives the same tag for the same
    /// screen, so a client's cached tag survives a restart.
    @Test func tagIsTheSameFromAnotherAppInstance() async throws {
        let first = try await withTestServer { client in
            try await client.execute(uri: "/tasks/2", method: .get).headers[.eTag]
        }
        let second = try await withTestServer { client in
            try await client.execute(uri: "/tasks/2", method: .get).headers[.eTag]
        }
        #expect(first != nil)
        #expect(first == second)
    }

    @Test func errorScreensAreNotCached() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks/99", method: .get)
        }
        #expect(response.status == .notFound)
        #expect(response.headers[.eTag] == nil)
        #expect(response.headers[.cacheControl] == "no-store")
    }

    @Test func headGivesTheHeadersOfGetWithoutBody() async throws {
        let (get, head, missing) = try await withTestServer { client in
            (
                try await client.execute(uri: "/tasks/2", method: .get),
                try await client.execute(uri: "/tasks/2", method: .head),
                try await client.execute(uri: "/tasks/99", method: .head)
            )
        }
        #expect(head.status == .ok)
        #expect(head.body.readableBytes == 0)
        #expect(head.headers[.eTag] == get.headers[.eTag])
        #expect(head.headers[.contentLength] == String(get.bytes.count))
        #expect(head.headers[.contentType] == "application/swiftui+vml")
        #expect(missing.status == .notFound)
        #expect(missing.body.readableBytes == 0)
    }

    /// A screen past 64 KiB (1,000 tasks, about 0.4 MB) is streamed: no `ETag` (it would hash the
    /// whole body, known only after it), no `Content-Length`, and the body is the screen's bytes.
    /// A `HEAD` of it is rendered whole, with its length.
    @Test func aLargeScreenIsStreamedWithoutATag() async throws {
        let store = TaskStore.seeded(count: 1_000)
        var expected: [UInt8] = []
        try VmlRenderContext(locale: Locale(identifier: "en_US")).apply {
            try TaskListView(viewModel: TaskListViewModel(store)).renderVML(.compact, into: &expected)
        }
        #expect(expected.count > VMLScreenResponse<TaskListView>.streamingThreshold)
        let (get, head) = try await withTestServer(store: store) { client in
            (try await client.execute(uri: "/tasks", method: .get), try await client.execute(uri: "/tasks", method: .head))
        }
        #expect(get.status == .ok)
        #expect(get.headers[.eTag] == nil)
        #expect(get.headers[.contentLength] == nil)
        #expect(get.headers[.cacheControl] == "no-cache")
        #expect(get.bytes == expected)
        #expect(head.headers[.contentLength] == String(expected.count))
    }
}
