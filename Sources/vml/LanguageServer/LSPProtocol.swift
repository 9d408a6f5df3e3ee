/// The parts of the Language Server Protocol's messages that `vml lsp` reads and writes (the
/// specification's names, so each field is where a client puts it). Fields the server does not
/// use are not decoded.
enum LSPProtocol {
    struct TextDocumentIdentifier: Codable, Sendable {
        var uri: String
    }

    struct TextDocumentItem: Decodable, Sendable {
        var uri: String
        var version: Int
        var text: String
    }

    struct VersionedTextDocumentIdentifier: Decodable, Sendable {
        var uri: String
        var version: Int?
    }

    struct DidOpenParams: Decodable, Sendable {
        var textDocument: TextDocumentItem
    }

    struct ContentChange: Decodable, Sendable {
        /// `nil` for a change that replaces the whole text.
        var range: LSPRange?
        var text: String
    }

    struct DidChangeParams: Decodable, Sendable {
        var textDocument: VersionedTextDocumentIdentifier
        var contentChanges: [ContentChange]
    }

    struct DidSaveParams: Decodable, Sendable {
        var textDocument: TextDocumentIdentifier
        var text: String?
    }

    struct DocumentParams: Decodable, Sendable {
        var textDocument: TextDocumentIdentifier
    }

    struct PositionParams: Decodable, Sendable {
        var textDocument: TextDocumentIdentifier
        var position: LSPPosition
    }

    /// The one client capability the server reads: whether completions may be snippets.
    struct InitializeParams: Decodable, Sendable {
        struct Capabilities: Decodable, Sendable {
            var textDocument: TextDocumentCapabilities?
        }
        struct TextDocumentCapabilities: Decodable, Sendable {
            var completion: CompletionCapabilities?
        }
        struct CompletionCapabilities: Decodable, Sendable {
            var completionItem: CompletionItemCapabilities?
        }
        struct CompletionItemCapabilities: Decodable, Sendable {
            var snippetSupport: Bool?
        }
        var capabilities: Capabilities?

        var snippetSupport: Bool { capabilities?.textDocument?.completion?.completionItem?.snippetSupport ?? false }
    }

    struct CancelParams: Decodable, Sendable {
        var id: LSPRequestID
    }

    struct Diagnostic: Encodable, Sendable, Equatable {
        var range: LSPRange
        /// 1 error, 2 warning.
        var severity: Int
        var code: String
        var source = "vml"
        var message: String
    }

    struct PublishDiagnosticsParams: Encodable, Sendable {
        var uri: String
        var version: Int?
        var diagnostics: [Diagnostic]
    }

    struct TextEdit: Encodable, Sendable, Equatable {
        var range: LSPRange
        var newText: String
    }

    struct MarkupContent: Encodable, Sendable {
        var kind = "markdown"
        var value: String
    }

    struct Hover: Encodable, Sendable {
        var contents: MarkupContent
        var range: LSPRange?
    }

    struct CompletionItem: Encodable, Sendable, Equatable {
        var label: String
        /// The protocol's CompletionItemKind: 3 function, 5 field, 7 class, 10 property,
        /// 12 value, 13 enum, 20 enum member.
        var kind: Int
        var detail: String?
        var insertText: String?
        var filterText: String?
        var sortText: String?
        /// 2: `insertText` is a snippet.
        var insertTextFormat: Int?
    }

    struct CompletionList: Encodable, Sendable {
        var isIncomplete = false
        var items: [CompletionItem]
    }

    struct Location: Encodable, Sendable, Equatable {
        var uri: String
        var range: LSPRange
    }

    struct LogMessageParams: Encodable, Sendable {
        /// 1 error, 2 warning, 3 info, 4 log.
        var type: Int
        var message: String
    }
}
