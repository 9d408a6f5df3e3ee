import Logging

/// The server's options, from its arguments and environment (an argument wins).
///
/// | Argument | Environment | Default |
/// | --- | --- | --- |
/// | `--hostname H` | `BIND_HOST` | `127.0.0.1` |
/// | `--port N` | `PORT` | `8080` |
/// | `--seed-tasks N` | `SEED_TASKS` | the six sample tasks |
/// | `--log-level L` | `LOG_LEVEL` | `info` |
/// | `--measure-render N` | — | serve (no measuring) |
/// | `--write-previews DIR` | — | serve (write nothing) |
///
/// ```swift
/// try ServerOptions(arguments: ["--port", "9000"], environment: ["SEED_TASKS": "100"])
/// // port 9000, seedTasks 100
/// ```
public struct ServerOptions: Hashable, Sendable {
    /// The address to listen on.
    public var hostname = "127.0.0.1"
    /// The port to listen on.
    public var port = 8080
    /// How many generated tasks to serve instead of the sample tasks, or `nil`.
    public var seedTasks: Int?
    /// The log level.
    public var logLevel = Logger.Level.info
    /// When set, time this many renders of the list screen instead of serving.
    public var measureRenderIterations: Int?
    /// When set, write the previews gallery (``ScreenPreviews/all``) into this folder instead of
    /// serving.
    public var writePreviewsFolder: String?

    /// A bad option: the message says which and why, in one line.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The one-line message.
        public let description: String
    }

    /// Reads the options from `arguments` (without the program name) and `environment`.
    public init(arguments: [String], environment: [String: String]) throws(Failure) {
        if let value = environment["BIND_HOST"] { hostname = value }
        if let value = environment["PORT"] { port = try Self.port(value, from: "PORT") }
        if let value = environment["SEED_TASKS"] { seedTasks = try Self.count(value, from: "SEED_TASKS") }
        if let value = environment["LOG_LEVEL"] { logLevel = try Self.level(value, from: "LOG_LEVEL") }
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard let value = remaining.popFirst() else {
                throw Failure(description: "\(option): expected a value after it")
            }
            switch option {
            case "--hostname": hostname = value
            case "--port": port = try Self.port(value, from: option)
            case "--seed-tasks": seedTasks = try Self.count(value, from: option)
            case "--log-level": logLevel = try Self.level(value, from: option)
            case "--measure-render": measureRenderIterations = try Self.count(value, from: option)
            case "--write-previews": writePreviewsFolder = value
            default: throw Failure(description: "\(option): unknown option")
            }
        }
    }

    /// The store the options ask for.
    public var store: TaskStore {
        seedTasks.map(TaskStore.seeded(count:)) ?? .sample
    }

    private static func port(_ value: String, from source: String) throws(Failure) -> Int {
        guard let port = Int(value), (0...65_535).contains(port) else {
            throw Failure(description: "\(source): “\(value)” is not a port number (0 to 65535)")
        }
        return port
    }

    private static func count(_ value: String, from source: String) throws(Failure) -> Int {
        guard let count = Int(value), (0...10_000_000).contains(count) else {
            throw Failure(description: "\(source): “\(value)” is not a count (0 to 10000000)")
        }
        return count
    }

    private static func level(_ value: String, from source: String) throws(Failure) -> Logger.Level {
        guard let level = Logger.Level(rawValue: value) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw Failure(description: "\(source): “\(value)” is not a log level (\(names))")
        }
        return level
    }
}
