import Hummingbird
import HummingbirdTesting
import Logging
import TaskApp
import VML
import VMLParser

/// The app over a new database holding `store`, run in process by HummingbirdTesting's router
/// framework (no port).
func withTestServer<Value: Sendable>(
    store: TaskStore = .sample, logger: Logger = quietLogger,
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    try await withTestServer(database: TaskDatabase(store), logger: logger, test)
}

/// The app over `database`, which the test can read after the requests changed it.
func withTestServer<Value: Sendable>(
    database: TaskDatabase, logger: Logger = quietLogger,
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    try await TaskApplication.build(database: database, logger: logger).test(.router, test)
}

/// The `Accept` header Chromium and Firefox send for a page.
let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

/// A logger that only reports problems, so test output stays readable.
let quietLogger: Logger = {
    var logger = Logger(label: "TaskAppTests")
    logger.logLevel = .warning
    return logger
}()

extension TestResponse {
    /// The body's bytes.
    var bytes: [UInt8] { Array(body.readableBytesView) }

    /// The body as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The body parsed as VML.
    func document() throws -> VMLDocument {
        try VMLParser().parse(bytes)
    }
}

extension VMLDocument {
    /// Every element, in document order, found with an explicit stack.
    var allElements: [VMLNode.Element] {
        var result: [VMLNode.Element] = []
        var stack = nodes.reversed().compactMap(\.element)
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed().compactMap(\.element))
        }
        return result
    }

    /// The elements named `name`.
    func elements(named name: String) -> [VMLNode.Element] {
        allElements.filter { $0.name == name }
    }

    /// The element whose `id` is `id`, or `nil`.
    func element(id: String) -> VMLNode.Element? {
        allElements.first { $0[attribute: "id"] == id }
    }

    /// The `Text` elements whose only child is the text node `text`.
    func textElements(holding text: String) -> [VMLNode.Element] {
        elements(named: "Text").filter { $0.children == [.text(text)] }
    }

    /// The string argument of the first `navigationTitle` modifier in the document.
    var navigationTitle: String? {
        for element in allElements {
            for modifier in element.style.modifiers where modifier.name == "navigationTitle" {
                if case .string(let title) = modifier.arguments.first?.value { return title }
            }
        }
        return nil
    }
}
