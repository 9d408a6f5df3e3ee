/// What `vml lsp` tells the client it does, in answer to `initialize`.
enum LSPCapabilities {
    struct InitializeResult: Encodable, Sendable {
        var capabilities = Capabilities()
        var serverInfo = ServerInfo()
    }

    struct Capabilities: Encodable, Sendable {
        var positionEncoding = "utf-16"
        var textDocumentSync = TextDocumentSync()
        var documentFormattingProvider = true
        var hoverProvider = true
        var completionProvider = CompletionOptions()
        var definitionProvider = true
    }

    struct TextDocumentSync: Encodable, Sendable {
        var openClose = true
        /// 2: incremental.
        var change = 2
        var save = SaveOptions()
    }

    struct SaveOptions: Encodable, Sendable {
        var includeText = false
    }

    struct CompletionOptions: Encodable, Sendable {
        var triggerCharacters = ["<", ".", ":", "(", " ", "\""]
    }

    struct ServerInfo: Encodable, Sendable {
        var name = "vml"
        var version = VMLCommand.version
    }

    static let initializeResult = InitializeResult()
}
