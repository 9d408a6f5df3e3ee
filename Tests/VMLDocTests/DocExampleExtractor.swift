import Foundation
import VML
import VMLParser

/// Finds the examples of the guides (`Docs/*.md`, `README.md`) and writes their Swift as Swift that
/// the test target compiles (`Generated/`), so an example that stops compiling fails the build and
/// one whose output drifts fails a test. The expected output is read from the page at test time.
/// This is the one way a page's example is checked: no test copies an example by hand.
///
/// What a page says about its examples:
/// - A ```swift block that mentions `Vml` or `VML` is ours and is compiled; other Swift blocks
///   (SwiftUI originals, shell) are left alone.
/// - `<!-- example context: … -->` just before a block: code that runs first (the values the
///   example names but does not define). Hidden from readers, compiled with the example.
/// - Statements that `await` run in an async function; the statements of an example that declares
///   a `@MainActor` type run on the main actor. The target infers isolated conformances (Swift 7
///   mode, Xcode 26's Approachable Concurrency), so a main-actor view compiles as a page writes it.
/// - `<!-- example: not compiled — why -->` just before a block: left out, with the reason.
/// - The ```xml (or ```text) block that follows (before the next ```swift block or heading) is the
///   output: what the example renders (a view example) or prints (a statement example), compared
///   exactly.
/// - `<!-- example: output not compared — why -->`: the following output block is not this example's output.
/// - `<!-- example table: Type -->` just before a Markdown table: each row is an example. Its last
///   cell is Swift code (one code span) giving a value of `Type`, its first cell (one code span) the
///   output: the value's text (`shownValue(_:)`). A table of "you want | write" rows, checked.
/// - `<!-- example: VML input -->` just before an ```xml block: VML the parser reads (not Swift). The
///   next ```xml block (before a heading or a ```swift block) is what the serializer writes for it
///   (pretty). A "Before" and "After" pair, checked without compiling.
struct DocExampleExtractor {
    /// One Swift example of a page.
    struct Example: Sendable, Equatable {
        /// The line of the opening fence.
        var line: Int
        var code: String
        var context: String
        /// Why the example is not compiled, when the page says so.
        var notCompiled: String?
        /// The page's output for it, when one follows.
        var expectedOutput: String?
        var kind: Kind
    }

    /// What an example's code is, so what its output is.
    enum Kind: Sendable, Equatable {
        /// Statements: the output is what they print and the text their expression statements give.
        case statements
        /// A builder body (view expressions, maybe after type declarations): the output is what it renders.
        case view
        /// One row of an example table: a value of the type; the output is its text.
        case tableRow(type: String)
    }

    /// One VML example of a page: VML text and what the serializer writes for it.
    struct VMLExample: Sendable, Equatable {
        /// The line of the input's opening fence.
        var line: Int
        var input: String
        /// The page's output for it, when one follows.
        var expectedOutput: String?
    }

    /// The README and every guide in `Docs/`, relative to the repository root.
    static let guides: [String] = {
        let docs = repositoryRoot.appendingPathComponent("Docs")
        let guides = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return ["README.md"] + guides
    }()

    /// The guides with a Swift example of ours.
    static let pagesWithExamples: [String] = guides.filter { page in
        (try? examples(inPage: page))?.isEmpty == false
    }

    /// The guides with a VML example.
    static let pagesWithVMLExamples: [String] = guides.filter { page in
        (try? vmlExamples(inPage: page))?.isEmpty == false
    }

    /// The pages with at least one compiled example: each has a generated file.
    static let pages: [String] = pagesWithExamples.filter { page in
        (try? examples(inPage: page))?.contains { $0.notCompiled == nil } == true
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The examples of the page at `path` (relative to the repository root).
    static func examples(inPage path: String) throws -> [Example] {
        examples(inMarkdown: try page(path))
    }

    /// The VML examples of the page at `path` (relative to the repository root).
    static func vmlExamples(inPage path: String) throws -> [VMLExample] {
        vmlExamples(inMarkdown: try page(path))
    }

    private static func page(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift examples of a Markdown text.
    static func examples(inMarkdown text: String) -> [Example] {
        read(text).examples
    }

    /// The VML examples of a Markdown text.
    static func vmlExamples(inMarkdown text: String) -> [VMLExample] {
        read(text).vmlExamples
    }

    /// Both kinds of example of a Markdown text, in one pass over it.
    private static func read(_ text: String) -> (examples: [Example], vmlExamples: [VMLExample]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [Example] = []
        var vmlExamples: [VMLExample] = []
        var index = 0
        var pendingContext = ""
        var pendingNotCompiled: String?
        var outputNotCompared = false
        // The example an output block would be the output of: the last Swift block of ours, with no
        // heading, other Swift block or earlier output since.
        var outputTarget: Int?
        var pendingVMLInput = false
        // The VML example an xml block would be the output of: the last VML input, with no heading,
        // Swift block or earlier output since.
        var vmlOutputTarget: Int?
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("<!-- example table:") {
                let type = reason(in: line, after: "<!-- example table:")
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
                // The header and the separator row, then one example a row.
                if index < lines.count, lines[index].hasPrefix("|") { index += 2 }
                while index < lines.count, lines[index].hasPrefix("|") {
                    let cells = tableCells(lines[index])
                    examples.append(
                        Example(
                            line: index + 1, code: cells.last ?? "", context: "", notCompiled: nil, expectedOutput: cells.first,
                            kind: .tableRow(type: type)))
                    index += 1
                }
                pendingContext = ""
                pendingNotCompiled = nil
                outputTarget = nil
                vmlOutputTarget = nil
                continue
            } else if line.hasPrefix("<!-- example: VML input") {
                pendingVMLInput = true
            } else if line.hasPrefix("<!-- example context:") {
                var context: [String] = []
                var rest = String(line.dropFirst("<!-- example context:".count))
                while true {
                    if let end = rest.range(of: "-->") {
                        context.append(String(rest[..<end.lowerBound]))
                        break
                    }
                    context.append(rest)
                    index += 1
                    guard index < lines.count else { break }
                    rest = lines[index]
                }
                pendingContext = context.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : $0 }
                    .drop(while: \.isEmpty).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            } else if line.hasPrefix("<!-- example: not compiled") {
                pendingNotCompiled = reason(in: line, after: "<!-- example: not compiled")
            } else if line.hasPrefix("<!-- example: output not compared") {
                outputNotCompared = true
            } else if line.hasPrefix("```") {
                let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let open = index
                var body: [String] = []
                index += 1
                while index < lines.count, lines[index] != "```" {
                    body.append(lines[index])
                    index += 1
                }
                let code = body.joined(separator: "\n")
                if language == "xml", pendingVMLInput {
                    vmlExamples.append(VMLExample(line: open + 1, input: code, expectedOutput: nil))
                    vmlOutputTarget = vmlExamples.count - 1
                    outputTarget = nil
                } else if language == "swift", code.contains("Vml") || code.contains("VML") {
                    examples.append(
                        Example(
                            line: open + 1, code: code, context: pendingContext, notCompiled: pendingNotCompiled,
                            expectedOutput: nil, kind: isView(code) ? .view : .statements))
                    outputTarget = examples.count - 1
                    vmlOutputTarget = nil
                    outputNotCompared = false
                } else if language == "xml" || language == "text", let target = outputTarget {
                    if !outputNotCompared { examples[target].expectedOutput = code }
                    outputTarget = nil
                    outputNotCompared = false
                } else if language == "xml", let target = vmlOutputTarget {
                    vmlExamples[target].expectedOutput = code
                    vmlOutputTarget = nil
                } else if language == "swift" {
                    outputTarget = nil
                    vmlOutputTarget = nil
                    outputNotCompared = false
                }
                pendingContext = ""
                pendingNotCompiled = nil
                pendingVMLInput = false
            } else if line.hasPrefix("#") {
                outputTarget = nil
                vmlOutputTarget = nil
                outputNotCompared = false
            }
            index += 1
        }
        return (examples, vmlExamples)
    }

    /// `| `.red` | `.member("red")` |` → `.red`, `.member("red")`: a table row's cells, each one
    /// code span's code (or the cell's text, when it is not one code span).
    private static func tableCells(_ row: String) -> [String] {
        var cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if cells.first == "" { cells.removeFirst() }
        if cells.last == "" { cells.removeLast() }
        return cells.map { cell in
            guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`"), !cell.dropFirst().dropLast().contains("`") else {
                return cell
            }
            return String(cell.dropFirst().dropLast())
        }
    }

    private static func reason(in line: String, after marker: String) -> String {
        var rest = line.dropFirst(marker.count)
        if let end = rest.range(of: "-->") { rest = rest[..<end.lowerBound] }
        let trimmed = rest.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "—-,:")))
        return trimmed.isEmpty ? "no reason given" : trimmed
    }

    /// Whether the code is a builder body: view expressions, maybe after type declarations (and
    /// not statements after them: `let …`, `try …`, `print(…)`).
    private static func isView(_ code: String) -> Bool {
        for line in topLevelLines(code) {
            if line.hasPrefix("import ") { continue }
            if line.hasPrefix("struct ") || line.hasPrefix("@MainActor struct ") || line.hasPrefix("enum ") {
                let afterDeclarations = topLevelLines(splitDeclarations(strippingImports(code)).rest)
                let statementStarts = ["let ", "var ", "try ", "print("]
                return !(afterDeclarations.first.map { first in statementStarts.contains { first.hasPrefix($0) } } ?? false)
            }
            return line.hasPrefix("Vml")
        }
        return false
    }

    /// The lines that start at column 0 and are code (not comments or blank).
    private static func topLevelLines(_ code: String) -> [String] {
        code.split(separator: "\n").map(String.init).filter { line in
            guard let first = line.first, !first.isWhitespace else { return false }
            return !line.hasPrefix("//")
        }
    }

    // MARK: Generating

    /// The Swift source for a page's examples: each in its own namespace (`ExampleN`), its type
    /// declarations there, the rest in `body()` (a view) or `run()` (statements, returning what
    /// they print).
    static func swiftSource(forPage path: String, examples: [Example]) -> String {
        let namespace = namespace(forPage: path)
        var out = """
            // swift-format-ignore-file
            // Generated from \(path) by DocExampleExtractor: do not edit (the code is the page's, as written).
            // Regenerate: .ci/regenerate-doc-examples

            import Foundation
            import VML
            import VMLParser
            import VMLPreview
            import VMLTesting
            import VMLValidation

            enum \(namespace) {

            """
        var entries: [String] = []
        // Examples are numbered in page order, counting the ones left out, so editing prose moves
        // no name: the file changes only when an example does.
        for (number, example) in examples.enumerated() where example.notCompiled == nil {
            let name = "Example\(number + 1)"
            let (contextDeclarations, contextStatements) = splitDeclarations(example.context)
            let (declarations, rest) = splitDeclarations(strippingImports(example.code))
            out += "    /// \(path), example \(number + 1)\n"
            out += "    enum \(name) {\n"
            if case .tableRow(let type) = example.kind {
                out += "        static var value: \(type) { \(example.code) }\n"
                out += "    }\n\n"
                entries.append("        DocExample(number: \(number + 1), run: { try shownValue(\(name).value) }),")
                continue
            }
            for declaration in contextDeclarations + declarations {
                out += indented(declaration, by: 8) + "\n"
            }
            if example.kind == .view {
                out += "        @VmlBuilder static func body() throws -> some VmlView {\n"
                out += indented(contextStatements, by: 12)
                // A page that only declares a view shows what the view renders.
                let shown = example.expectedOutput == nil ? nil : declaredViewName(in: declarations).map { "\($0)()" }
                out += indented(rest.isEmpty ? shown ?? "" : rest, by: 12)
                out += "        }\n"
                entries.append("        DocExample(number: \(number + 1), run: { try \(name).body().renderVML() }),")
            } else {
                // Statements that wait run in an async function; those of an example that declares
                // a main-actor type run on the main actor (where its isolated conformances hold).
                let waits = (example.context + "\n" + example.code).contains("await ")
                let onMainActor = (contextDeclarations + declarations).contains { $0.hasPrefix("@MainActor ") }
                out += "        \(onMainActor ? "@MainActor " : "")static func run() \(waits ? "async " : "")throws -> String {\n"
                out += "            var printed: [String] = []\n"
                out += "            func print(_ items: Any...) { printed.append(items.map { \"\\($0)\" }.joined(separator: \" \")) }\n"
                out += indented(statements(contextStatements), by: 12)
                out += indented(statements(rest), by: 12)
                out += "            return printed.joined(separator: \"\\n\")\n"
                out += "        }\n"
                let call = (waits || onMainActor ? "await " : "") + "\(name).run()"
                entries.append("        DocExample(number: \(number + 1), run: { try \(call) }),")
            }
            out += "    }\n\n"
        }
        out += "    static let examples: [DocExample] = [\n"
        out += entries.joined(separator: "\n") + (entries.isEmpty ? "" : "\n")
        out += "    ]\n}\n"
        return out
    }

    /// `struct Name: VmlView {` → `Name`: the first view the declarations define.
    private static func declaredViewName(in declarations: [String]) -> String? {
        for declaration in declarations {
            guard let range = declaration.range(of: "struct ") else { continue }
            let name = declaration[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if declaration.contains("VmlView") { return String(name) }
        }
        return nil
    }

    /// The code's top-level type declarations (each from its first line to the `}` at column 0),
    /// and the rest.
    private static func splitDeclarations(_ code: String) -> (declarations: [String], rest: String) {
        let starts = ["struct ", "@MainActor struct ", "enum ", "final class ", "@MainActor final class ", "class ", "@MainActor class "]
        var declarations: [String] = []
        var rest: [String] = []
        var current: [String]?
        for line in code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var open = current {
                open.append(line)
                if line == "}" {
                    declarations.append(open.joined(separator: "\n"))
                    current = nil
                } else {
                    current = open
                }
            } else if starts.contains(where: { line.hasPrefix($0) }) {
                if line.hasSuffix("}") {
                    declarations.append(line)
                } else {
                    current = [line]
                }
            } else {
                rest.append(line)
            }
        }
        if let open = current { declarations.append(open.joined(separator: "\n")) }
        return (declarations, rest.joined(separator: "\n").trimmingCharacters(in: .newlines))
    }

    /// `Docs/GettingStarted.md` → `GettingStartedDocExamples`.
    static func namespace(forPage path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.filter { $0.isLetter || $0.isNumber } + "DocExamples"
    }

    /// The generated file's name for a page.
    static func fileName(forPage path: String) -> String {
        namespace(forPage: path) + ".swift"
    }

    private static func strippingImports(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// Statements as written, with each top-level expression statement's value shown when it is
    /// text (as a REPL would: `try view.renderVML()` outputs the markup) and dropped otherwise,
    /// and each top-level constant used, so an example that shows a value compiles without warnings.
    private static func statements(_ code: String) -> String {
        var out: [String] = []
        var declared: [String] = []
        var expression: [String]?
        let statementStarts = ["let ", "var ", "do ", "do{", "if ", "for ", "guard ", "print(", "return", "try? ", "_ = "]
        func closeExpression() {
            if let lines = expression {
                out.append("if let text = shownText(")
                out.append(contentsOf: lines)
                out.append(") { printed.append(text) }")
                expression = nil
            }
        }
        for line in code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard let first = line.first, !first.isWhitespace, !line.hasPrefix("//") else {
                if expression != nil, !line.isEmpty {
                    expression?.append(line)
                } else {
                    closeExpression()
                    out.append(line)
                }
                continue
            }
            if line.hasPrefix(".") || line.hasPrefix("}") || line.hasPrefix(")") || line.hasPrefix("]") {
                // Continues the statement or expression above.
                if expression != nil { expression?.append(line) } else { out.append(line) }
                continue
            }
            closeExpression()
            if line.hasPrefix("let ") || line.hasPrefix("var ") {
                declared.append(contentsOf: names(declaredBy: line))
                out.append(line)
            } else if statementStarts.contains(where: { line.hasPrefix($0) }) {
                out.append(line)
            } else {
                expression = [line]
            }
        }
        closeExpression()
        for name in declared { out.append("_ = \(name)") }
        return out.joined(separator: "\n")
    }

    /// `let x = …` → `x`; `let (a, b) = …` → `a`, `b`; `var body: [UInt8] = []` → `body`.
    private static func names(declaredBy line: String) -> [String] {
        let rest = line.dropFirst(4)
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
            return rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        return [String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })]
    }

    private static func indented(_ code: String, by spaces: Int) -> String {
        guard !code.isEmpty else { return "" }
        let pad = String(repeating: " ", count: spaces)
        return code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
    }
}

/// A generated example's expression statement, when its value is text: part of its output.
func shownText(_ value: String) -> String? { value }

/// A generated example's expression statement of any other type (`Void` included): no output.
func shownText<T>(_ value: T) -> String? { nil }

/// The text of an example table's value: an expression as a style writes it, before XML escaping.
func shownValue(_ value: VMLExpression) throws -> String { try value.canonicalText() }

/// What the serializer writes for a VML example's input, read by the parser.
func writtenVML(_ input: String) throws -> String { try VMLParser().parse(input).serialized() }

/// One compiled example: its number on the page (1 for the first Swift example of ours) and a way
/// to run it (what it renders or prints).
struct DocExample: Sendable {
    var number: Int
    var run: @Sendable () async throws -> String
}
