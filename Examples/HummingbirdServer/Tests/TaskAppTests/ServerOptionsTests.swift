import TaskApp
import Testing

/// The server's options from arguments and environment.
@Suite struct ServerOptionsTests {
    struct Case: Sendable {
        let arguments: [String]
        let environment: [String: String]
        let port: Int
        let seedTasks: Int?
        let sourceLocation: SourceLocation

        init(
            _ arguments: [String], _ environment: [String: String] = [:], port: Int, seedTasks: Int? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.arguments = arguments
            self.environment = environment
            self.port = port
            self.seedTasks = seedTasks
            self.sourceLocation = sourceLocation
        }
    }

    @Test(arguments: [
        Case([], port: 8080),
        Case(["--port", "9000"], port: 9000),
        Case([], ["PORT": "9001"], port: 9001),
        Case(["--port", "9002"], ["PORT": "9001"], port: 9002),
        Case(["--seed-tasks", "1000"], port: 8080, seedTasks: 1000),
        Case([], ["SEED_TASKS": "100", "PORT": "0"], port: 0, seedTasks: 100),
    ])
    func readsOptions(_ testCase: Case) throws {
        let options = try ServerOptions(arguments: testCase.arguments, environment: testCase.environment)
        #expect(options.port == testCase.port, sourceLocation: testCase.sourceLocation)
        #expect(options.seedTasks == testCase.seedTasks, sourceLocation: testCase.sourceLocation)
        #expect(options.store.tasks.count == (testCase.seedTasks ?? TaskStore.sample.tasks.count))
    }

    @Test func writePreviewsNamesTheFolder() throws {
        #expect(try ServerOptions(arguments: [], environment: [:]).writePreviewsFolder == nil)
        let options = try ServerOptions(arguments: ["--write-previews", "/tmp/previews"], environment: [:])
        #expect(options.writePreviewsFolder == "/tmp/previews")
    }

    struct FailureCase: Sendable {
        let arguments: [String]
        let environment: [String: String]
        let message: String
        let sourceLocation: SourceLocation

        init(
            _ arguments: [String], environment: [String: String] = [:], _ message: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.arguments = arguments
            self.environment = environment
            self.message = message
            self.sourceLocation = sourceLocation
        }
    }

    @Test(arguments: [
        FailureCase(["--port", "http"], "--port: “http” is not a port number (0 to 65535)"),
        FailureCase(["--port", "70000"], "--port: “70000” is not a port number (0 to 65535)"),
        FailureCase([], environment: ["PORT": "x"], "PORT: “x” is not a port number (0 to 65535)"),
        FailureCase(["--seed-tasks", "-5"], "--seed-tasks: “-5” is not a count (0 to 10000000)"),
        FailureCase(["--port"], "--port: expected a value after it"),
        FailureCase(["--verbose", "1"], "--verbose: unknown option"),
        FailureCase(
            ["--log-level", "loud"],
            "--log-level: “loud” is not a log level (trace, debug, info, notice, warning, error, critical)"),
    ])
    func rejectsBadOptions(_ testCase: FailureCase) {
        #expect(sourceLocation: testCase.sourceLocation) {
            try ServerOptions(arguments: testCase.arguments, environment: testCase.environment)
        } throws: { error in
            (error as? ServerOptions.Failure)?.description == testCase.message
        }
    }

    @Test func seededStoreIsDeterministic() {
        let store = TaskStore.seeded(count: 1_000)
        #expect(store.tasks.count == 1_000)
        #expect(store.task(id: 1_000)?.title == "Task 1000")
        #expect(store.tasks.filter(\.isDone).count == 333)
        #expect(store.tasks == TaskStore.seeded(count: 1_000).tasks)
    }
}
