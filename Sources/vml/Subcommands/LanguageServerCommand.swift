import VMLCore

/// `vml lsp [--strict] [--schema FILE] [--target IOS]`: a language server for `.vml` files over standard input
/// and output (Docs/Editors.md).
struct LanguageServerCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "lsp",
        summary: "Serve the Language Server Protocol for editors",
        operands: "",
        discussion: """
            Speaks the Language Server Protocol on standard input and output, for editors
            (Docs/Editors.md sets up Neovim, VS Code and Helix). It publishes vml check's
            diagnostics as you type (with the schema vml check would find for the file), formats
            as vml fmt does, shows the SwiftUI declaration under the cursor with its status and
            the iOS it needs, completes elements, modifiers, members and template names, and goes
            from a :name in a style to its template element and back. --target (or the schema's
            "target") warns on declarations newer than the target, as vml check does.

            Messages are framed with Content-Length headers. A message longer than 64 MiB, or
            headers longer than 8 KiB, are skipped with an error logged to the client
            (window/logMessage); the server goes on.
            """,
        options: [strict, SchemaFinder.option, CheckCommand.target],
        exitStatus: """
            0 after the client's shutdown and exit, 1 when the input ends (or exit comes) without
            shutdown, 2 on usage errors.
            """,
        type: LanguageServerCommand.self
    )

    static let strict = Flag(
        "strict",
        help:
            "Publish the diagnostics of vml check --strict: every element, modifier and attribute that neither SwiftUI nor the schema declares."
    )

    /// `--strict`: the diagnostics of `vml check --strict`.
    var strict: Bool
    /// `--schema FILE`, or `nil` to look for `vml-schema.json` beside each file.
    var schemaFile: String?
    /// `--target IOS`, or `nil` for the schema's (or none): as `vml check --target`.
    var target: VMLOSVersion?

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        strict = arguments[Self.strict]
        schemaFile = try arguments[SchemaFinder.option]
        target = try arguments[CheckCommand.target]
        guard arguments.operands.isEmpty else {
            throw .usage(.operandCount(expected: "no operands", found: arguments.operands.count))
        }
    }

    func run(io: CommandIO) throws(CommandError) {
        let status = LSPServer(connection: .standard, strict: strict, schemaFile: schemaFile, target: target).run()
        if status != .success { throw .exit(status) }
    }
}
