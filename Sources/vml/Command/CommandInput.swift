import Foundation

/// One input of a subcommand: a file, or standard input (named `<stdin>`).
///
/// ``resolve(_:recursive:)`` is the one loader every subcommand uses: each operand is a file, a
/// folder (with `--recursive`: every `.vml` file under it, in path order, skipping hidden files
/// and folders), or `-` for standard input; no operands at all means standard input.
struct CommandInput: Equatable {
    /// How diagnostics name it: the operand as given, a file found in a folder, or `<stdin>`.
    var name: String
    /// The file's path, or `nil` for standard input.
    var path: String?

    /// Standard input.
    static let standardInput = CommandInput(name: "<stdin>", path: nil)

    /// `--recursive`, the flag that lets folders be operands.
    static let recursive = Flag(
        "recursive", help: "Accept folders: read every .vml file under each one, in path order, skipping hidden files and folders.")

    /// The inputs named by `operands`.
    static func resolve(_ operands: [String], recursive: Bool) throws(CommandError) -> [CommandInput] {
        guard !operands.isEmpty else { return [.standardInput] }
        var inputs: [CommandInput] = []
        for operand in operands {
            if operand == "-" {
                inputs.append(.standardInput)
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: operand, isDirectory: &isFolder), isFolder.boolValue else {
                // A missing file is reported when it is read, with the others still processed.
                inputs.append(CommandInput(name: operand, path: operand))
                continue
            }
            guard recursive else {
                throw .usage(.folderNeedsRecursive(operand))
            }
            inputs += vmlFiles(under: operand)
        }
        return inputs
    }

    /// The `.vml` files under `folder`, sorted by path; hidden files and folders are skipped.
    /// `FileManager`'s enumerator walks without recursion and does not follow symbolic links
    /// to folders.
    static func vmlFiles(under folder: String) -> [CommandInput] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let last = relative.split(separator: "/").last.map(String.init) ?? relative
            if last.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".vml") else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + relative, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(base + relative)
            }
        }
        return found.sorted().map { CommandInput(name: $0, path: $0) }
    }

    /// The input's bytes, or `nil` when the file cannot be read.
    func read(_ io: CommandIO) -> [UInt8]? {
        guard let path else { return io.readStandardInput() }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
