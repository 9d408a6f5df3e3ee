import VMLCore
import VMLParser

/// `textDocument/formatting`: `vml fmt`'s canonical text, as one edit of the whole document (none
/// when it is canonical already). A document that does not parse is not touched: the request
/// fails with the parse error, as `vml fmt` prints it.
enum LSPFormatting {
    static func edits(for document: LSPTextDocument) throws(LSPResponseError) -> [LSPProtocol.TextEdit] {
        var canonical: [UInt8] = []
        do {
            let tree = try VMLParser().parse(document.bytes)
            try VMLSerializer(format: .pretty, maximumOutputBytes: FormatCommand.defaultMaximumOutputBytes).serialize(
                tree, into: &canonical)
        } catch let error as VMLParseError {
            throw LSPResponseError(code: LSPResponseError.requestFailed, message: "vml fmt: \(error.location): \(error.message)")
        } catch {
            throw LSPResponseError(code: LSPResponseError.requestFailed, message: "vml fmt: \(error)")
        }
        guard canonical != document.bytes else { return [] }
        let whole = LSPRange(start: LSPPosition(line: 0, character: 0), end: document.position(of: document.bytes.count))
        return [LSPProtocol.TextEdit(range: whole, newText: String(decoding: canonical, as: UTF8.self))]
    }
}
