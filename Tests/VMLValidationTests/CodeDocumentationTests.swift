import Foundation
import Testing
import VMLValidation

/// `VMLDiagnostic.Code.documented` says what Docs/Diagnostics.md says: each row of the page's
/// code tables (code, severity, "in short"), in order, and the first paragraph of each code's
/// section (with the list it introduces), its lines joined by spaces and its list items by
/// line breaks.
struct DocumentedCode: Sendable, Equatable, CustomStringConvertible {
    var code: String
    var severity: String
    var summary: String
    var details: String?

    var description: String { code }
}

/// The page's codes, read from its `## The codes` part.
private let pageCodes: (codes: [DocumentedCode], tableLine: Int) = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Diagnostics.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return ([], 0) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "## The codes"), let end = lines.firstIndex(of: "## Custom names") else { return ([], 0) }
    var codes: [DocumentedCode] = []
    for line in lines[start..<end] where line.hasPrefix("| ") {
        let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        guard cells.count == 3, let first = cells[0].firstIndex(of: "`") else { continue }
        let rest = cells[0][cells[0].index(after: first)...]
        guard let close = rest.firstIndex(of: "`") else { continue }
        codes.append(DocumentedCode(code: String(rest[..<close]), severity: cells[1], summary: cells[2]))
    }
    for index in codes.indices {
        guard var line = lines[start..<end].firstIndex(of: "### " + codes[index].code) else { continue }
        line += 1
        while line < end, lines[line].isEmpty { line += 1 }
        var paragraph: [String] = []
        // The first paragraph, and the list after it when it ends in a colon.
        for block in 0..<2 {
            if block == 1 {
                guard paragraph.last?.hasSuffix(":") == true else { break }
                while line < end, lines[line].isEmpty { line += 1 }
            }
            while line < end, !lines[line].isEmpty {
                paragraph.append(lines[line].trimmingCharacters(in: .whitespaces))
                line += 1
            }
        }
        var details = ""
        for part in paragraph {
            details += details.isEmpty ? part : (part.hasPrefix("- ") ? "\n" : " ") + part
        }
        codes[index].details = details
    }
    return (codes, start + 1)
}()

@Test func theLibraryDocumentsEachCodeAsThePageDoes() {
    let library = VMLDiagnostic.Code.documented.map {
        DocumentedCode(
            code: $0.code.rawValue, severity: $0.documentation.severity, summary: $0.documentation.summary,
            details: $0.documentation.details)
    }
    // Every code the page lists, in its order: the validator's, the text's, the parser's, the run's.
    #expect(pageCodes.codes.count == 23)
    #expect(library.map(\.code) == pageCodes.codes.map(\.code))
    for (inLibrary, onPage) in zip(library, pageCodes.codes) {
        #expect(inLibrary == onPage)
    }
}

@Test func everyCodeAToolSeesIsDocumented() {
    let codes =
        VMLDiagnostic.Code.validatorCodes + VMLDiagnostic.Code.textCodes
        + [.parseError, .limitExceeded, .tooManyDiagnostics, .fileError]
    #expect(Set(VMLDiagnostic.Code.documented.map(\.code)) == Set(codes))
    #expect(VMLDiagnostic.Code.newerThanTarget.documentation?.defaultSeverity == .warning)
    #expect(VMLDiagnostic.Code.attrOutsideStyle.documentation?.defaultSeverity == .error)
    #expect(VMLDiagnostic.Code("no-such-code").documentation == nil)
}
