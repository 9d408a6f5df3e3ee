import Foundation
import VMLCore
import VMLPreview
import VMLPreviewServer
import VMLValidation

/// `vml preview FILE… -o PAGE.html|DIR [--device NAME] [--color-scheme light|dark] [--os IOS]`: each file
/// drawn as SwiftUI lays it out, as a self-contained HTML page (Docs/Preview.md); with `--serve`,
/// a live gallery of the files whose pages reload when their file changes.
struct PreviewCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "preview",
        summary: "Draw VML as SwiftUI lays it out, as a self-contained HTML page",
        operands: "FILE ... (--serve: [FILE|DIR ...])",
        discussion: """
            Draws each FILE (standard input for '-') as SwiftUI lays it out on the device, into one
            self-contained HTML page: inline CSS, no request of any kind, no web font. One FILE is
            written to -o PAGE.html (standard output without -o); several are written to -o DIR, a
            page each (NAME.html) and an index.html gallery.

            A file that does not parse, or has validation errors, still gets its page: a Red Box over
            the screen lists the errors as vml check prints them (FILE:LINE:COL: error: MESSAGE
            [code]), and the command exits 1. Elements and modifiers the preview does not draw are
            outlined with their names, and each page says how many were approximated or not drawn.

            --os draws the screen as that iOS does: iOS 26 (the default) with Liquid Glass tab bars,
            toolbars and glassEffect, an earlier iOS with the flat bars. What that iOS lacks is
            dropped, as its client drops it, and outlined where it was; the page lists it, and the
            warnings are vml check --target's for that iOS.

            With --serve, nothing is written: a gallery of the files (every .vml file under each DIR,
            listed again on each request; the current folder when no operand is given) is served at
            http://127.0.0.1:PORT/, each file's page at /page/NAME. A page reloads itself within a
            second of its file changing: an error shows the Red Box, the next good save brings the
            screen back, and a deleted file's page says so until the file is back. The server listens
            on loopback only unless --host says otherwise, and runs until interrupted (Ctrl-C).
            """,
        options: [output, device, colorScheme, os, SchemaFinder.option, serve, port, host],
        exitStatus:
            "0 when every page was written without an error, 1 when a file has errors or cannot be read or written (or the server cannot listen), 2 on usage errors.",
        type: PreviewCommand.self
    )

    /// The port `--serve` listens on without `--port`.
    static let defaultPort = 8765

    static let output: Option<String?> = .text(
        "output", "PATH", short: "o", help: "The page to write (one FILE) or the folder (several).")
    static let device: Option<VMLPreviewScreen?> = .choice(
        "device", "NAME", expected: VMLPreviewScreen.all.map(\.identifier).joined(separator: ", "),
        help: "iphone (393x852 pt, the default), iphone-se (375x667) or ipad (834x1194).", VMLPreviewScreen.init(named:))
    static let colorScheme: Option<VMLPreviewColorScheme?> = .choice(
        "color-scheme", "SCHEME", expected: "light or dark", help: "light (the default) or dark.", VMLPreviewColorScheme.init(rawValue:))
    static let os: Option<VMLOSVersion?> = .choice(
        "os", "IOS", expected: "an iOS version of 13 or later, such as 17 or 26",
        help: "The iOS drawn: 26 (the default: Liquid Glass bars), 17 (flat bars); what it lacks is dropped and outlined.",
        CheckCommand.targetVersion)
    static let serve = Flag("serve", help: "Serve a live gallery of the files instead of writing pages.")
    static let port: Option<Int> = Option.nonNegativeInteger(
        "port", default: defaultPort, example: String(defaultPort),
        help: "The port --serve listens on (\(defaultPort) by default; 0 picks a free one)."
    ).atMost(65_535, expected: "a port from 0 to 65535")
    static let host: Option<String?> = .text(
        "host", "ADDR", help: "The address --serve listens on: 127.0.0.1 (the default), ::1, or 0.0.0.0 for every interface.")

    /// `-o`/`--output`.
    var output: String?
    /// The device and color scheme every page is drawn with.
    var options: VMLPreviewOptions
    /// `--schema FILE`, or `nil` to look for `vml-schema.json` beside each file.
    var schemaFile: String?
    /// `--os`, which is also the validator's target; `nil` for the default (iOS 26, the schema's target).
    var os: VMLOSVersion?
    /// The inputs (written pages only).
    var inputs: [CommandInput]
    /// With `--serve`: the files and folders served, the host and the port.
    var serving: (sources: [PreviewFileSite.Source], host: String, port: Int)?

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        output = try arguments[Self.output]
        schemaFile = try arguments[SchemaFinder.option]
        options = VMLPreviewOptions()
        if let device = try arguments[Self.device] {
            options.device = device
        }
        if let scheme = try arguments[Self.colorScheme] {
            options.colorScheme = scheme
        }
        os = try arguments[Self.os]
        if let os { options.os = os }
        if arguments[Self.serve] {
            if output != nil { throw .usage(.conflictingOptions(Self.serve.name, Self.output.name)) }
            let port = try arguments[Self.port]
            let operands = arguments.operands.isEmpty ? ["."] : arguments.operands
            if operands.contains("-") { throw .usage(.serveNeedsFiles) }
            let sources = operands.map { operand -> PreviewFileSite.Source in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: operand, isDirectory: &isFolder)
                return exists && isFolder.boolValue ? .folder(operand) : .file(operand)
            }
            serving = (sources, try arguments[Self.host] ?? "127.0.0.1", port)
            inputs = []
            return
        }
        for option: any DeclaredOption in [Self.port, Self.host] where arguments.contains(option) {
            throw .usage(.optionNeedsOption(option.name, needs: Self.serve.name))
        }
        guard !arguments.operands.isEmpty else { throw .usage(.operandCount(expected: "at least one FILE", found: 0)) }
        inputs = try CommandInput.resolve(arguments.operands, recursive: false)
        if inputs.count > 1, output == nil {
            throw .usage(.operandCount(expected: "one FILE without -o (several need -o DIR)", found: inputs.count))
        }
    }

    /// What `--serve` says of an operand that does not exist: `Screens: error: no such file or folder`.
    static let noSuchFileOrFolder = "no such file or folder"

    func run(io: CommandIO) throws(CommandError) {
        if let serving {
            // A path that is neither a file nor a folder would serve a page that never comes: say so.
            let missing = serving.sources.compactMap { source -> String? in
                guard case .file(let path) = source, !FileManager.default.fileExists(atPath: path) else { return nil }
                return path
            }
            for path in missing { io.writeError(CommandDiagnostics.fileError(Self.noSuchFileOrFolder, file: path)) }
            if !missing.isEmpty { throw .exit(.failure) }
            try startServer(io: io).wait()
            return
        }
        var failed = false
        var schemas = SchemaFinder(explicit: schemaFile)
        var pages: [(name: String, page: VMLPreviewPage)] = []
        for input in inputs {
            let schema: VMLSchema
            switch schemas.schema(for: input) {
            case .success(let found): schema = found
            case .failure(let problem):
                io.writeError(CommandDiagnostics.fileError(problem.message, file: problem.file))
                failed = true
                continue
            }
            guard let bytes = input.read(io) else {
                io.writeError(CommandDiagnostics.unreadable(file: input.name))
                failed = true
                continue
            }
            var pageOptions = options
            pageOptions.fileName = input.name
            let page = VMLPreviewPage(source: bytes, options: pageOptions, validator: VMLValidator(schema: schema, target: os))
            for diagnostic in page.diagnostics {
                io.writeError(CommandDiagnostics.report(diagnostic, file: input.name))
            }
            if page.hasErrors { failed = true }
            pages.append((input.name, page))
        }
        if inputs.count == 1, let only = pages.first {
            if let output {
                if !write(only.page.htmlBytes, to: output, io: io) { failed = true }
            } else {
                io.writeOutput(only.page.htmlBytes)
            }
        } else if let output {
            if !writeFolder(pages, to: output, io: io) { failed = true }
        }
        if failed { throw .exit(.failure) }
    }

    /// Starts `--serve`'s server and prints its address; the server runs on threads of its own
    /// until stopped.
    func startServer(io: CommandIO) throws(CommandError) -> VMLPreviewServer {
        guard let serving else { throw .exit(.usage) }
        let site = PreviewFileSite(sources: serving.sources, options: options, schemaFile: schemaFile, target: os)
        let server = VMLPreviewServer(host: serving.host, port: serving.port) { site.respond(to: $0) }
        do {
            try server.start()
        } catch {
            if case .invalidHost = error {
                throw .usage(
                    .invalidValue(option: Self.host.name, expected: "a numeric address such as 127.0.0.1 or ::1", found: serving.host))
            }
            io.writeError("vml preview: error: \(error.description)\n")
            throw .exit(.failure)
        }
        if !["127.0.0.1", "::1", "localhost"].contains(serving.host) {
            io.writeError("vml preview: warning: listening on \(serving.host): other machines can read the previewed files\n")
        }
        io.print("Serving previews at \(server.url ?? "") (Ctrl-C to stop)\n")
        return server
    }

    /// Writes a page each and the gallery into `folder`.
    private func writeFolder(_ pages: [(name: String, page: VMLPreviewPage)], to folder: String, io: CommandIO) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            io.writeError(CommandDiagnostics.fileError("cannot create the folder", file: folder))
            return false
        }
        var written = true
        var entries: [VMLPreviewGallery.Entry] = []
        var used: Set<String> = []
        for (name, page) in pages {
            var stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
            if stem.isEmpty { stem = "page" }
            var unique = stem
            var counter = 2
            while used.contains(unique) {
                unique = stem + "-" + String(counter)
                counter += 1
            }
            used.insert(unique)
            let file = unique + ".html"
            if !write(page.htmlBytes, to: (folder as NSString).appendingPathComponent(file), io: io) { written = false }
            entries.append(VMLPreviewGallery.Entry(name: name, link: file, page: page))
        }
        let index = VMLPreviewGallery.indexHTML(entries, options: options)
        if !write(Array(index.utf8), to: (folder as NSString).appendingPathComponent("index.html"), io: io) { written = false }
        return written
    }

    /// Writes `html` to `path`; reports and returns `false` when it cannot.
    private func write(_ html: [UInt8], to path: String, io: CommandIO) -> Bool {
        guard FileManager.default.createFile(atPath: path, contents: Data(html)) else {
            io.writeError(CommandDiagnostics.fileError("cannot write the file", file: path))
            return false
        }
        return true
    }
}
