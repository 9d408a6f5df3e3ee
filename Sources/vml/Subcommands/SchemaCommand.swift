import Foundation
import VMLCore
import VMLValidation

/// `vml schema [PATH…]`: the custom elements and modifiers a Swift project declares, as a
/// `vml-schema.json` for `vml check`.
struct SchemaCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "schema",
        summary: "Write the custom names a Swift project declares as a vml-schema.json",
        operands: "[PATH ...]",
        discussion: """
            Reads the .swift files under each PATH (a file or a folder; the current folder when
            there is none) and prints a schema for vml check: each VmlElement("Name", attributes: …)
            and .element("Name", …) an element with the attribute keys written as literals, each
            .modifier(named: "name", …) and VMLModifier("name", …) a modifier taking any arguments.
            Names SwiftUI declares are left out. Slots are not found this way: add them by hand.

              swift run vml schema Sources > vml-schema.json
            """,
        options: [],
        exitStatus: "0 on success, 1 when a PATH cannot be read, 2 on usage errors.",
        type: SchemaCommand.self
    )

    /// The files and folders to read.
    var paths: [String]

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        paths = arguments.operands.isEmpty ? ["."] : arguments.operands
    }

    func run(io: CommandIO) throws(CommandError) {
        var names = SwiftSourceNames()
        var failed = false
        for path in paths {
            guard let files = Self.swiftFiles(at: path) else {
                io.writeError(CommandDiagnostics.unreadable(file: path))
                failed = true
                continue
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    io.writeError(CommandDiagnostics.unreadable(file: file))
                    failed = true
                    continue
                }
                names.read(String(decoding: data, as: UTF8.self))
            }
        }
        io.print(names.schema(excluding: VMLSwiftUIAPI.declaresView, VMLSwiftUIAPI.declaresModifier).json())
        if failed { throw .exit(.failure) }
    }

    /// The `.swift` files at `path` (itself, or under it, sorted, build folders skipped), or `nil`
    /// when there is nothing there.
    static func swiftFiles(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return [path] }
        guard let walker = FileManager.default.enumerator(atPath: path) else { return nil }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") || $0 == ".git" }) { continue }
            if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }
}
