import Foundation
import VMLCore
import VMLValidation

/// `vml check --format json`: the diagnostics of every file as one JSON array, for editors and CI.
///
/// ```json
/// [
///   {"code": "unknown-modifier", "column": 9, "file": "home.vml", "line": 2,
///    "message": "paddding(…) is not a SwiftUI modifier, so a client drops it; did you mean `padding`?",
///    "path": "VStack[0] > Text[0]", "severity": "warning"}
/// ]
/// ```
/// `line` and `column` are absent when unknown; a file that cannot be read has the code `file-error`
/// and no `path`.
struct DiagnosticJSON {
    private struct Entry: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var severity: String
        var code: String
        var message: String
        var path: String?
    }

    private var entries: [Entry] = []

    /// Adds a file's diagnostics.
    mutating func append(_ diagnostics: [VMLDiagnostic], file: String) {
        for diagnostic in diagnostics {
            entries.append(
                Entry(
                    file: file, line: diagnostic.location?.line, column: diagnostic.location?.column,
                    severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue, message: diagnostic.message,
                    path: diagnostic.path.description))
        }
    }

    /// Adds a file that could not be read (or whose schema could not be).
    mutating func appendFileError(_ message: String, file: String) {
        entries.append(
            Entry(file: file, severity: "error", code: VMLDiagnostic.Code.fileError.rawValue, message: VMLDisplayText.message(message)))
    }

    /// The array, keys sorted, ending in a newline.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        guard let data = try? encoder.encode(entries) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
