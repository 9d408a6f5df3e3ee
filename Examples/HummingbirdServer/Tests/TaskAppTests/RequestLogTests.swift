import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import TaskApp
import Testing

/// Every request is logged through swift-log, with its status, after the response.
@Suite struct RequestLogTests {
    /// A log handler that keeps each message with its metadata.
    struct RecordingHandler: LogHandler {
        let records: Records
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            var all = metadata
            all.merge(event.metadata ?? [:]) { $1 }
            let line = "\(event.message) " + all.keys.sorted().map { "\($0)=\(all[$0].map { "\($0)" } ?? "")" }.joined(separator: " ")
            records.lines.withLock { $0.append(line) }
        }
    }

    final class Records: Sendable {
        let lines = Mutex<[String]>([])
    }

    @Test func requestsAreLoggedWithStatus() async throws {
        let records = Records()
        let logger = Logger(label: "test") { _ in RecordingHandler(records: records) }
        try await withTestServer(logger: logger) { client in
            _ = try await client.execute(uri: "/tasks", method: .get)
            _ = try await client.execute(uri: "/tasks/99", method: .get)
        }
        let lines = records.lines.withLock { $0 }
        let list = lines.first { $0.hasPrefix("GET /tasks 200 ") }
        let missing = lines.first { $0.hasPrefix("GET /tasks/99 404 ") }
        #expect(list?.contains("status=200") == true)
        #expect(list?.contains("duration_us=") == true)
        #expect(missing?.contains("status=404") == true)
    }
}
