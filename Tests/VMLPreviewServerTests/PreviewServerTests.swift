import Foundation
import Synchronization
import Testing
import VMLPreviewServer
import VMLTestSupport

/// The preview server, started on a free port in process and asked over loopback.
@Suite("Preview server")
struct PreviewServerTests {
    /// A server answering `/` with a page, `/echo` with the request, `/big` with `size` bytes.
    func server(limits: VMLPreviewServerLimits = VMLPreviewServerLimits(), size: Int = 0) -> VMLPreviewServer {
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: size)
        return VMLPreviewServer(limits: limits) { request in
            switch request.path {
            case "/": .html("<p>Hello</p>")
            case "/echo": .text("\(request.method) \(request.path) \(request.query["q"] ?? "-") \(request.body.count)")
            case "/big": VMLPreviewResponse(headers: ["Content-Type": "text/plain"], body: big)
            default: .notFound
            }
        }
    }

    @Test("answers on the free port it picked, and stops")
    func startsAndStops() throws {
        let server = server()
        let port = try server.start()
        #expect(port > 0)
        #expect(server.port == port)
        #expect(server.url == "http://127.0.0.1:\(port)/")
        let response = try LoopbackHTTPClient(port: port).request("/")
        #expect(response.status == 200)
        #expect(response.text == "<p>Hello</p>")
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["content-length"] == "12")
        #expect(response.headers["connection"] == "close")
        #expect(try LoopbackHTTPClient(port: port).request("/missing").status == 404)
        server.stop()
        #expect(server.port == nil)
        #expect(throws: LoopbackHTTPClient.Failure.self) { try LoopbackHTTPClient(port: port).request("/") }
    }

    @Test("decodes the path and query, reads a body, answers HEAD without one")
    func requests() throws {
        let server = server()
        let port = try server.start()
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: port)
        #expect(try client.request("/ech%6F?q=a+b%21").text == "GET /echo a b! 0")
        #expect(try client.request("/echo", method: "POST", body: Array("12345".utf8)).text == "POST /echo - 5")
        let head = try client.request("/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "12")
        #expect(head.body.isEmpty)
    }

    @Test("a second start is refused; a taken port and a host name are reported")
    func startErrors() throws {
        let server = server()
        let port = try server.start()
        defer { server.stop() }
        #expect(throws: VMLPreviewServerError.alreadyRunning) { try server.start() }
        let second = VMLPreviewServer(port: port) { _ in .notFound }
        #expect {
            try second.start()
        } throws: { error in
            guard case .cannotListen(_, let failedPort, let reason) = error as? VMLPreviewServerError else { return false }
            return failedPort == port && reason.hasPrefix("bind: ")
        }
        #expect(throws: VMLPreviewServerError.invalidHost("example.com")) {
            try VMLPreviewServer(host: "example.com") { _ in .notFound }.start()
        }
        #expect(throws: VMLPreviewServerError.invalidPort(70_000)) { try VMLPreviewServer(port: 70_000) { _ in .notFound }.start() }
    }

    @Test("starts again after a stop")
    func restarts() throws {
        let server = server()
        let first = try server.start()
        server.stop()
        let second = try server.start()
        defer { server.stop() }
        #expect(server.port == second)
        #expect(try LoopbackHTTPClient(port: second).request("/").status == 200)
        _ = first
    }

    @Test("starts and stops from several threads at once: one run at a time, stopped at the end")
    func concurrentStartsAndStops() throws {
        // The threads contend for the server's lock, so under ThreadSanitizer they wait in the
        // standard library's Mutex slow path, which it cannot see (.ci/tsan-suppressions.txt).
        let server = server()
        let outcomes = StartOutcomes()
        let group = DispatchGroup()
        for _ in 0..<6 {
            group.enter()
            Thread {
                for _ in 0..<50 {
                    do throws(VMLPreviewServerError) {
                        _ = try server.start()
                        outcomes.record(nil)
                    } catch {
                        outcomes.record(error)
                    }
                    _ = server.port
                    server.stop()
                }
                group.leave()
            }.start()
        }
        group.wait()
        let seen = outcomes.errors.withLock { $0 }
        #expect(seen.count < 300)
        #expect(seen.allSatisfy { $0 == .alreadyRunning })
        #expect(server.port == nil)
        #expect(try server.start() > 0)
        server.stop()
    }

    /// What the threads of ``concurrentStartsAndStops()`` saw: the errors of the starts that failed.
    final class StartOutcomes: Sendable {
        let errors = Mutex<[VMLPreviewServerError]>([])

        func record(_ error: VMLPreviewServerError?) {
            guard let error else { return }
            errors.withLock { $0.append(error) }
        }
    }

    @Test("serves several clients at once, one of them silent")
    func concurrentClients() async throws {
        let server = server()
        let port = try server.start()
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: port)
        // A client that connects and says nothing holds one connection, not the server.
        let silent = try client.connect()
        defer { silent.close() }
        let answers = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask { try client.request("/echo?q=\(index)").status }
            }
            var statuses: [Int] = []
            for try await status in group { statuses.append(status) }
            return statuses
        }
        #expect(answers == Array(repeating: 200, count: 8))
    }

    @Test("survives a client that closes without sending, and one that closes mid-answer")
    func closedConnections() throws {
        let server = server(size: 10 << 20)
        let port = try server.start()
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: port)
        for _ in 0..<3 { try client.connect().close() }
        let early = try client.connect()
        try early.send(Array("GET /big HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        early.close()
        #expect(try client.request("/").text == "<p>Hello</p>")
    }

    @Test("serves a 10 MB answer whole")
    func largeAnswer() throws {
        let size = 10 << 20
        let server = server(size: size)
        let port = try server.start()
        defer { server.stop() }
        let response = try LoopbackHTTPClient(port: port).request("/big")
        #expect(response.status == 200)
        #expect(response.body.count == size)
        #expect(response.headers["content-length"] == String(size))
    }

    struct RefusedCase: Sendable, CustomTestStringConvertible {
        var name: String
        var request: String
        var status: Int
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { name }
    }

    static let refused: [RefusedCase] = [
        RefusedCase(
            name: "a body over the limit", request: "POST /echo HTTP/1.1\r\nContent-Length: 2000000\r\n\r\nabc", status: 413),
        RefusedCase(
            name: "a head over the limit", request: "GET /" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\n\r\n", status: 431),
        RefusedCase(name: "a request line without a version", request: "GET /\r\n\r\n", status: 400),
        RefusedCase(name: "a target that is not a path", request: "GET http://x/ HTTP/1.1\r\n\r\n", status: 400),
        RefusedCase(name: "a header without a colon", request: "GET / HTTP/1.1\r\nNoColon\r\n\r\n", status: 400),
        RefusedCase(name: "a length that is not a number", request: "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", status: 400),
        RefusedCase(name: "a chunked body", request: "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 501),
        RefusedCase(name: "HTTP/2", request: "GET / HTTP/2.0\r\n\r\n", status: 505),
    ]

    @Test("refuses what it does not accept, and keeps serving", arguments: refused)
    func refusesBadRequests(_ row: RefusedCase) throws {
        let server = server()
        let port = try server.start()
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: port)
        let answer = try LoopbackHTTPClient.parse(client.raw(Array(row.request.utf8)))
        #expect(answer.status == row.status, sourceLocation: row.sourceLocation)
        #expect(try client.request("/").status == 200, sourceLocation: row.sourceLocation)
    }

    @Test("drops a client that sends part of a request and then nothing, after the read timeout")
    func timesOut() throws {
        let server = server(limits: VMLPreviewServerLimits(readTimeout: .milliseconds(300)))
        let port = try server.start()
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: port)
        let slow = try client.connect()
        defer { slow.close() }
        try slow.send(Array("GET / HTTP/1.1\r\n".utf8))
        let clock = ContinuousClock()
        let start = clock.now
        let answer = try LoopbackHTTPClient.parse(slow.readToEnd())
        #expect(answer.status == 408)
        #expect(clock.now - start < .seconds(5))
    }

    @Test("answers 503 past the connection limit")
    func connectionLimit() throws {
        let server = server(limits: VMLPreviewServerLimits(readTimeout: .seconds(5), maxConnections: 1))
        let port = try server.start()
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: port)
        let holder = try client.connect()
        // Give the accept loop time to admit the holder before the second connection arrives.
        Thread.sleep(forTimeInterval: 0.3)
        let refused = try client.request("/")
        #expect(refused.status == 503)
        holder.close()
    }
}
