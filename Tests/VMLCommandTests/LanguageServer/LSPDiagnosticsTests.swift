import Testing
import VMLCore

@testable import vml

/// The published diagnostics are `vml check`'s, at the protocol's positions, for whole and
/// half-typed documents alike.
@Suite struct LSPDiagnosticsTests {
    static func diagnostics(_ text: String) -> [LSPProtocol.Diagnostic] {
        var schemas = SchemaFinder(explicit: nil)
        let job = LSPDiagnosticsWorker.Job(uri: "untitled:a", document: LSPTextDocument(text: text, version: 1), path: nil)
        return LSPDiagnosticsWorker.diagnostics(of: job, strict: false, schemas: &schemas)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { text.debugDescription }
    }

    static let cases: [Case] = [
        Case(text: "<VStack>\n  <Text style=\"paddding(8)\">Hi</Text>\n</VStack>\n"),
        Case(text: "<VStack>\n  <Text style=\"padding(8), font(.titel)\">Hi</Text>\n  <Tex"),
        Case(text: "<VStack>\n  <Text style=\"padding("),
        Case(text: "<"),
        Case(text: ""),
        Case(text: "é😀<Text style=\"foregroundStyle(.blu)\">x</Text>"),
        Case(text: "<Text style=\"background(content: :bg)\"><Star template=\"bg\"/><Star template=\"bg\"/></Text>"),
    ]

    /// Each diagnostic of `vml check` on the same text, as `LINE:COL: severity: message [code]`,
    /// is one the server publishes, in the same order.
    @Test(arguments: cases)
    func areVmlChecksDiagnostics(_ test: Case) {
        let (_, streams) = runCommand(["check"], stdin: test.text)
        let document = LSPTextDocument(text: test.text, version: 1)
        let published = Self.diagnostics(test.text).map { diagnostic in
            let severity = diagnostic.severity == 1 ? "error" : "warning"
            return "\(severity): \(diagnostic.message) [\(diagnostic.code)]"
        }
        let checked = streams.lines.map { line in
            line.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? line
        }
        #expect(published == checked, sourceLocation: test.sourceLocation)
        for diagnostic in Self.diagnostics(test.text) {
            #expect(diagnostic.range.start <= diagnostic.range.end, sourceLocation: test.sourceLocation)
            #expect(document.offset(of: diagnostic.range.end) <= document.bytes.count, sourceLocation: test.sourceLocation)
        }
    }

    @Test func aDiagnosticSpansTheNameAtItsLocation() throws {
        let found = Self.diagnostics("<VStack>\n  <Text style=\"paddding(8)\">Hi</Text>\n</VStack>\n")
        let first = try #require(found.first)
        #expect(first.code == "unknown-modifier")
        #expect(first.severity == 2)
        #expect(first.range == LSPRange(start: LSPPosition(line: 1, character: 8), end: LSPPosition(line: 1, character: 13)))
    }

    /// `vml lsp --target` warns on what `vml check --target` warns on, with the same message.
    @Test func aTargetWarnsOnNewerDeclarationsAsCheckDoes() throws {
        let text = "<ContentUnavailableView/>\n"
        let (_, streams) = runCommand(["check", "--target", "ios16"], stdin: text)
        let checked = try #require(streams.lines.first)
        var schemas = SchemaFinder(explicit: nil)
        let job = LSPDiagnosticsWorker.Job(uri: "untitled:a", document: LSPTextDocument(text: text, version: 1), path: nil)
        let published = LSPDiagnosticsWorker.diagnostics(of: job, strict: false, target: VMLOSVersion(major: 16), schemas: &schemas)
        let first = try #require(published.first)
        #expect(first.code == "newer-than-target")
        #expect(checked.hasSuffix("warning: \(first.message) [newer-than-target]"))
        #expect(Self.diagnostics(text).isEmpty)
    }

    @Test func aParseErrorIsAnError() throws {
        let first = try #require(Self.diagnostics("<VStack>\n  <Text").first)
        #expect(first.severity == 1)
        #expect(first.code == "parse-error")
    }
}
