import Foundation
import VMLValidation

/// Finds the schema for each checked file: the `--schema` file, or else the `vml-schema.json` in
/// the file's folder or the nearest folder above it (for standard input, the current folder's).
/// Each schema file is read once.
struct SchemaFinder {
    /// The file name looked for.
    static let fileName = "vml-schema.json"

    /// `--schema FILE`, the schema to use instead of looking for one (`vml check`, `vml preview`).
    static let option: Option<String?> = .text(
        "schema", "FILE", help: "Read custom elements and modifiers from FILE instead of looking for vml-schema.json.")

    /// A schema file that cannot be read or decoded.
    struct Problem: Error {
        var file: String
        var message: String
    }

    let explicit: String?
    private var loaded: [String: Result<VMLSchema, Problem>] = [:]

    init(explicit: String?) {
        self.explicit = explicit
    }

    /// The schema for `input` (empty when there is none).
    mutating func schema(for input: CommandInput) -> Result<VMLSchema, Problem> {
        if let explicit { return load(explicit) }
        let start =
            input.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var folder = start.standardizedFileURL
        // A folder's ancestors end at the root; the bound only guards against a cycle.
        for _ in 0..<256 {
            let candidate = folder.appendingPathComponent(Self.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return load(candidate) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return .success(.empty)
    }

    private mutating func load(_ path: String) -> Result<VMLSchema, Problem> {
        if let known = loaded[path] { return known }
        let result: Result<VMLSchema, Problem>
        if let data = FileManager.default.contents(atPath: path) {
            do {
                result = .success(try VMLSchema(json: Array(data)))
            } catch {
                result = .failure(Problem(file: path, message: "not a VML schema: \(error.description)"))
            }
        } else {
            result = .failure(Problem(file: path, message: CommandDiagnostics.cannotRead))
        }
        loaded[path] = result
        return result
    }
}
