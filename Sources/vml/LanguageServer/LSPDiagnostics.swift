import VMLValidation

/// `vml check`'s diagnostics as the protocol publishes them: each at its line and column,
/// spanning the name that starts there (or one character), 1 for an error and 2 for a warning,
/// the stable code as `code`, and `vml` as the source.
enum LSPDiagnostics {
    /// The protocol's diagnostics for `diagnostics` of `document`.
    static func convert(_ diagnostics: [VMLDiagnostic], in document: LSPTextDocument) -> [LSPProtocol.Diagnostic] {
        diagnostics.map { diagnostic in
            let start = diagnostic.location.map { document.position(of: $0) } ?? LSPPosition(line: 0, character: 0)
            return LSPProtocol.Diagnostic(
                range: range(at: start, in: document), severity: diagnostic.severity == .error ? 1 : 2,
                code: diagnostic.code.rawValue, message: diagnostic.message)
        }
    }

    /// A diagnostic for a problem with the file itself (its schema cannot be read), at its start.
    static func fileProblem(_ message: String) -> LSPProtocol.Diagnostic {
        LSPProtocol.Diagnostic(
            range: LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)), severity: 1,
            code: "file-error", message: message)
    }

    /// From `start` over the name that begins there (letters, digits, `_`, `-`, `.`, `:`), or
    /// over one character, not past the line's end.
    static func range(at start: LSPPosition, in document: LSPTextDocument) -> LSPRange {
        let lower = document.offset(of: start)
        let lineEnd = document.lineEnd(document.line(containing: lower))
        let bytes = document.bytes
        var upper = lower
        while upper < lineEnd, isNameByte(bytes[upper]) { upper += 1 }
        if upper == lower, lower < lineEnd {
            upper += LSPTextDocument.scalar(at: lower, in: bytes, before: lineEnd).length
        }
        return LSPRange(start: start, end: document.position(of: upper))
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D, 0x2E, 0x3A: true
        default: byte >= 0x80
        }
    }
}
