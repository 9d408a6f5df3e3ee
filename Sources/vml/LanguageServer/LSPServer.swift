import Foundation
import VMLCore
import VMLParser

/// `vml lsp`'s server: reads messages on a thread of its own, handles them in order on the
/// calling thread, and checks documents on the diagnostics worker's thread.
///
/// Requests are answered in the order they came; one the client cancelled before it was handled
/// is answered `RequestCancelled`. Bad input (a broken frame, JSON that is not a message, params
/// of the wrong shape) is answered with an error or logged, and the server goes on.
final class LSPServer {
    /// `--strict`, as `vml check --strict`.
    let strict: Bool
    /// `--schema FILE`, as `vml check --schema`.
    let schemaFile: String?
    /// `--target`: the iOS the diagnostics check against, or `nil` for the schema's (or none).
    let target: VMLOSVersion?
    private let connection: LSPConnection
    private let mailbox = LSPMailbox()
    private let worker: LSPDiagnosticsWorker
    private var documents: [String: LSPTextDocument] = [:]
    /// The tags of each open document, read at its first hover, completion or definition since it changed.
    private var markups: [String: LSPMarkup] = [:]
    private var initialized = false
    private var shutDown = false
    /// Whether the client takes snippets in completions (its `initialize` said so).
    private var snippets = false

    init(connection: LSPConnection, strict: Bool, schemaFile: String?, target: VMLOSVersion? = nil) {
        self.connection = connection
        self.strict = strict
        self.schemaFile = schemaFile
        self.target = target
        self.worker = LSPDiagnosticsWorker(connection: connection, strict: strict, schemaFile: schemaFile, target: target)
    }

    /// Serves until the client sends `exit` or closes its end; returns the exit status the
    /// protocol asks for: success after `shutdown`, failure otherwise.
    func run() -> ExitStatus {
        startReading()
        worker.start()
        // The catalog's index and the modifier items, made before the first hover or completion needs them.
        Thread.detachNewThread {
            _ = LSPCompletion.sharedModifiers.count + LSPCompletion.sharedModifierSnippets.count
        }
        while let message = mailbox.take() {
            if message.method == "exit" { break }
            handle(message)
        }
        return shutDown ? .success : .failure
    }

    /// The reader thread: frames, reads each message's id and method, and posts it (or records a
    /// cancellation).
    private func startReading() {
        let thread = Thread { [connection, mailbox] in
            var framer = LSPFramer()
            while true {
                let bytes = connection.read()
                if bytes.isEmpty { break }
                framer.append(bytes)
                while let event = framer.next() {
                    switch event {
                    case .problem(let problem):
                        connection.log(problem)
                    case .message(let body):
                        do throws(LSPResponseError) {
                            let message = try LSPMessage(body: body)
                            if message.method == "$/cancelRequest" {
                                if let id = try? message.params(LSPProtocol.CancelParams.self).id { mailbox.cancel(id) }
                            } else {
                                mailbox.post(message)
                            }
                        } catch {
                            connection.send(LSPOutgoing.error(id: nil, error))
                        }
                    }
                }
            }
            mailbox.close()
        }
        thread.name = "vml lsp reader"
        thread.start()
    }

    /// Handles one message.
    func handle(_ message: LSPMessage) {
        guard let method = message.method else { return }  // A response: the server asks nothing.
        guard let id = message.id else {
            do throws(LSPResponseError) {
                try notify(method, message)
            } catch {
                connection.log(error.message)
            }
            return
        }
        if mailbox.takeCancellation(of: id) {
            connection.send(LSPOutgoing.error(id: id, LSPResponseError(code: LSPResponseError.requestCancelled, message: "cancelled")))
            return
        }
        do throws(LSPResponseError) {
            try answer(method, id: id, message)
        } catch {
            connection.send(LSPOutgoing.error(id: id, error))
        }
    }

    private func answer(_ method: String, id: LSPRequestID, _ message: LSPMessage) throws(LSPResponseError) {
        if method == "initialize" {
            initialized = true
            snippets = (try? message.params(LSPProtocol.InitializeParams.self))?.snippetSupport ?? false
            connection.send(LSPOutgoing.response(id: id, result: LSPCapabilities.initializeResult))
            return
        }
        guard initialized else {
            throw LSPResponseError(code: LSPResponseError.serverNotInitialized, message: "the server was sent \(method) before initialize")
        }
        guard !shutDown else {
            throw LSPResponseError(code: LSPResponseError.invalidRequest, message: "the server was sent \(method) after shutdown")
        }
        switch method {
        case "shutdown":
            shutDown = true
            connection.send(LSPOutgoing.response(id: id, result: String?.none))
        case "textDocument/formatting":
            let params = try message.params(LSPProtocol.DocumentParams.self)
            let document = try self.document(params.textDocument.uri)
            connection.send(LSPOutgoing.response(id: id, result: try LSPFormatting.edits(for: document)))
        case "textDocument/hover":
            let params = try message.params(LSPProtocol.PositionParams.self)
            let document = try self.document(params.textDocument.uri)
            connection.send(
                LSPOutgoing.response(
                    id: id,
                    result: LSPHover.hover(
                        at: params.position, in: document, markup: markup(params.textDocument.uri, document),
                        schema: worker.schema(for: params.textDocument.uri))))
        case "textDocument/completion":
            let params = try message.params(LSPProtocol.PositionParams.self)
            let document = try self.document(params.textDocument.uri)
            connection.send(
                LSPOutgoing.response(
                    id: id,
                    result: LSPCompletion.list(
                        at: params.position, in: document, markup: markup(params.textDocument.uri, document),
                        schema: worker.schema(for: params.textDocument.uri), snippets: snippets)))
        case "textDocument/definition":
            let params = try message.params(LSPProtocol.PositionParams.self)
            let document = try self.document(params.textDocument.uri)
            let locations = LSPDefinition.targets(at: params.position, in: document, markup: markup(params.textDocument.uri, document)).map
            {
                LSPProtocol.Location(uri: params.textDocument.uri, range: $0)
            }
            connection.send(LSPOutgoing.response(id: id, result: locations))
        default:
            throw LSPResponseError(code: LSPResponseError.methodNotFound, message: "vml lsp does not handle \(method)")
        }
    }

    private func notify(_ method: String, _ message: LSPMessage) throws(LSPResponseError) {
        switch method {
        case "textDocument/didOpen":
            let item = try message.params(LSPProtocol.DidOpenParams.self).textDocument
            let document = LSPTextDocument(text: item.text, version: item.version)
            documents[item.uri] = document
            check(item.uri, document)
        case "textDocument/didChange":
            let params = try message.params(LSPProtocol.DidChangeParams.self)
            let uri = params.textDocument.uri
            guard var document = documents[uri] else {
                throw LSPResponseError(code: LSPResponseError.invalidParams, message: "didChange for a document that is not open: \(uri)")
            }
            for change in params.contentChanges {
                document.replace(change.range, with: change.text)
            }
            document.version = params.textDocument.version ?? document.version + 1
            documents[uri] = document
            check(uri, document)
        case "textDocument/didSave":
            let params = try message.params(LSPProtocol.DidSaveParams.self)
            let uri = params.textDocument.uri
            guard var document = documents[uri] else { return }
            if let text = params.text {
                document.replace(nil, with: text)
                documents[uri] = document
            }
            // The schema beside the file may have changed too: check again.
            check(uri, document)
        case "textDocument/didClose":
            let uri = try message.params(LSPProtocol.DocumentParams.self).textDocument.uri
            documents[uri] = nil
            markups[uri] = nil
            worker.forget(uri)
            connection.send(
                LSPOutgoing.notification(
                    "textDocument/publishDiagnostics", params: LSPProtocol.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])
                ))
        default:
            break  // `initialized`, `$/setTrace` and the rest need nothing.
        }
    }

    private func check(_ uri: String, _ document: LSPTextDocument) {
        markups[uri] = nil
        worker.submit(LSPDiagnosticsWorker.Job(uri: uri, document: document, path: Self.path(of: uri)))
    }

    /// The tags of an open document.
    private func markup(_ uri: String, _ document: LSPTextDocument) -> LSPMarkup {
        if let markup = markups[uri] { return markup }
        let markup = LSPMarkup(bytes: document.bytes)
        markups[uri] = markup
        return markup
    }

    private func document(_ uri: String) throws(LSPResponseError) -> LSPTextDocument {
        guard let document = documents[uri] else {
            throw LSPResponseError(code: LSPResponseError.invalidParams, message: "the document is not open: \(uri)")
        }
        return document
    }

    /// The file path of a `file:` URI, percent-decoded; `nil` for any other URI.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }
}
