import Dispatch
import Foundation
import Synchronization
import VMLCore
import VMLValidation

/// Checks open documents on a thread of its own, so the server's loop never waits on a slow
/// file: each change hands over the latest text, a burst of changes is checked once (the worker
/// waits ``delay`` seconds after the first, then takes the newest text of each document), and a result
/// is published only if its version is still the latest one handed over.
final class LSPDiagnosticsWorker: Sendable {
    /// One document to check.
    struct Job: Sendable {
        var uri: String
        var document: LSPTextDocument
        /// The file's path, for the schema lookup; `nil` for a document that is not a file.
        var path: String?
    }

    private struct State {
        var pending: [String: Job] = [:]
        /// Each open document's latest version handed over.
        var latest: [String: Int] = [:]
        /// The schema each document was last checked with, for completion and hover.
        var schemas: [String: VMLSchema] = [:]
    }

    /// How long the worker waits for more changes before checking.
    let delay: Double
    private let connection: LSPConnection
    private let strict: Bool
    private let schemaFile: String?
    private let target: VMLOSVersion?
    private let state = Mutex(State())
    private let signal = DispatchSemaphore(value: 0)

    init(connection: LSPConnection, strict: Bool, schemaFile: String?, target: VMLOSVersion? = nil, delay: Double = 0.025) {
        self.connection = connection
        self.strict = strict
        self.schemaFile = schemaFile
        self.target = target
        self.delay = delay
    }

    /// Starts the worker's thread.
    func start() {
        let thread = Thread { [self] in
            while true { runOnce() }
        }
        thread.name = "vml lsp diagnostics"
        thread.start()
    }

    /// Asks for `job`'s document to be checked, replacing any older text of it still waiting.
    func submit(_ job: Job) {
        state.withLock {
            $0.pending[job.uri] = job
            $0.latest[job.uri] = job.document.version
        }
        signal.signal()
    }

    /// Forgets a closed document: nothing more is published for it.
    func forget(_ uri: String) {
        state.withLock {
            $0.pending[uri] = nil
            $0.latest[uri] = nil
            $0.schemas[uri] = nil
        }
    }

    /// The schema the document was last checked with (empty before its first check, or when it
    /// has none or cannot be read).
    func schema(for uri: String) -> VMLSchema {
        state.withLock { $0.schemas[uri] } ?? .empty
    }

    private func runOnce() {
        signal.wait()
        Thread.sleep(forTimeInterval: delay)
        let jobs = state.withLock { state in
            let jobs = Array(state.pending.values)
            state.pending = [:]
            return jobs
        }
        var schemas = SchemaFinder(explicit: schemaFile)
        for job in jobs {
            let diagnostics = Self.diagnostics(of: job, strict: strict, target: target, schemas: &schemas)
            let schema = try? schemas.schema(for: Self.input(of: job)).get()
            state.withLock { state in
                if state.latest[job.uri] != nil { state.schemas[job.uri] = schema }
                // A newer version is waiting, or the document was closed: this result is stale.
                guard state.latest[job.uri] == job.document.version, state.pending[job.uri] == nil else { return }
                connection.send(
                    LSPOutgoing.notification(
                        "textDocument/publishDiagnostics",
                        params: LSPProtocol.PublishDiagnosticsParams(
                            uri: job.uri, version: job.document.version, diagnostics: diagnostics)))
            }
        }
    }

    /// The input `vml check` would name for the job's file (standard input for a document that is not a file).
    static func input(of job: Job) -> CommandInput {
        job.path.map { CommandInput(name: $0, path: $0) } ?? .standardInput
    }

    /// `vml check`'s diagnostics for the job's text, with the schema `vml check` would use for its file.
    static func diagnostics(of job: Job, strict: Bool, target: VMLOSVersion? = nil, schemas: inout SchemaFinder) -> [LSPProtocol.Diagnostic]
    {
        switch schemas.schema(for: input(of: job)) {
        case .success(let schema):
            let found = VMLValidator(names: strict ? .strict : .standard, schema: schema, target: target).check(job.document.bytes)
            return LSPDiagnostics.convert(found, in: job.document)
        case .failure(let problem):
            return [LSPDiagnostics.fileProblem("\(problem.file): \(problem.message)")]
        }
    }
}
