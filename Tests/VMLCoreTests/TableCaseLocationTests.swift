import Foundation
import Testing

/// Every parameterized test over a hand-written table takes rows that keep where they were written
/// (`sourceLocation: SourceLocation = #_sourceLocation`), so a failing row points at its own line.
/// This reads the test sources and checks each `@Test(arguments: …)`: every collection it names
/// is a table declared with a case type that stores a `sourceLocation` (not a tuple, not an inline
/// literal), unless the arguments are generated (an integer range of seeds, an enum's `allCases`,
/// or one of the few listed below).
@Suite struct TableCaseLocationTests {
    /// Arguments that are generated rather than written as rows, by file and argument text, with
    /// the reason. A failure in these names the fixture (or seed) in its message instead.
    static let generated: [String: [String: String]] = [
        // The spec fixtures found on disk; each expectation names its fixture file.
        "GoldenFixtureTests.swift": [
            #"FixtureSupport.inputs(in: "spec")"#: "spec fixture files on disk",
            #"FixtureSupport.inputs(in: "errors")"#: "error fixture files on disk",
        ],
        // The parser's error tables, each case written (with its location) in its own file.
        "RecoveryTests.swift": [
            "ErrorTests.cases + ReliabilityTests.rejected + ReliabilityTests.forbiddenCharacters + StyleSpellingTests.errorCases":
                "the parser's error tables, whose cases keep their own locations"
        ],
        // Every `.vml` fixture of every target; each message names the fixture.
        "PrefixTests.swift": [#"try fixtures().map(\.name)"#: "fixture files on disk"],
        // The shared spec trees, named after their fixtures; each expectation names the fixture file.
        "SpecExampleTests.swift": [#"SpecExamples.all.map(\.name)"#: "one case per spec fixture"],
        // The pages with examples, found on disk; each message names the page (and the example's line).
        "DocExampleTests.swift": [
            "DocExampleExtractor.pages": "the guides with compiled Swift examples, found on disk",
            "DocExampleExtractor.pagesWithExamples": "the guides with Swift examples, found on disk",
            "DocExampleExtractor.pagesWithVMLExamples": "the guides with VML examples, found on disk",
        ],
        // The test is about parameterized tests themselves: two arguments are its subject, not rows.
        "SnapshotAssertionTests.swift": [#"["first", "second"]"#: "the subject of a test of parameterized snapshots"],
        // The `vml` subcommands, from VMLCommand.subcommands; each expectation names the command.
        "OptionDeclarationTests.swift": ["names": "the subcommands of vml"],
        // Every `.vml` fixture `vml swift` writes Swift for; each expectation names the fixture.
        "SwiftExportFixtureTests.swift": ["FixtureFiles.expressiblePaths()": "fixture files on disk"],
    ]

    /// The `Tests` folder of the source tree.
    static var testsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The test sources, by path relative to `Tests`, this file left out (its own samples are not tests).
    static func sources() throws -> [(path: String, text: String)] {
        let folder = testsFolder
        let this = URL(fileURLWithPath: #filePath).standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(path: String, text: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" && url.standardizedFileURL.path != this {
            let text = try String(contentsOf: url, encoding: .utf8)
            found.append((String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)), text))
        }
        return found.sorted { $0.path < $1.path }
    }

    @Test func everyTableCaseKeepsItsSourceLocation() throws {
        let sources = try Self.sources()
        let checker = TableArgumentChecker(sources: sources.map(\.text), generated: Self.generated)
        var tests = 0
        for source in sources {
            let fileName = URL(fileURLWithPath: source.path).lastPathComponent
            for finding in checker.check(source.text, fileName: fileName) {
                tests += 1
                guard let problem = finding.problem else { continue }
                let arguments = finding.arguments.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                Issue.record(
                    "Tests/\(source.path):\(finding.line): @Test(arguments: \(arguments.joined(separator: " "))): \(problem)",
                    sourceLocation: SourceLocation(
                        fileID: "Tests/\(source.path)", filePath: Self.testsFolder.appendingPathComponent(source.path).path,
                        line: finding.line, column: 1))
            }
        }
        // The scan found the parameterized tests (a broken scan would pass silently).
        #expect(tests >= 60)
    }

    /// The checker itself: a tuple table, an inline literal and a body that drops the location fail.
    @Test func theCheckerRefusesTablesWithoutLocations() {
        let caseType = """
            struct Row: Sendable {
                let value: Int
                let sourceLocation: SourceLocation
                init(_ value: Int, sourceLocation: SourceLocation = #_sourceLocation) {
                    self.value = value
                    self.sourceLocation = sourceLocation
                }
            }
            """
        let test = "@Test(" + "arguments: "
        let source = """
            \(caseType)
            static let tuples: [(Int, String)] = [(1, "1")]
            static let rows: [Row] = [Row(1)]
            static let numbers: [Int] = [1, 2]

            \(test)tuples)
            func a(_ value: Int, _ text: String) { #expect(value > 0) }

            \(test)[1, 2, 3])
            func b(_ value: Int) { #expect(value > 0) }

            \(test)rows)
            func c(_ row: Row) { #expect(row.value > 0) }

            \(test)rows + numbers)
            func d(_ row: Row) { #expect(row.value > 0, sourceLocation: row.sourceLocation) }

            \(test)rows.filter { $0.value > 0 })
            func e(_ row: Row) { #expect(row.value > 0, sourceLocation: row.sourceLocation) }

            \(test)0..<4, VMLFormat.allCases)
            func f(_ seed: Int, _ format: VMLFormat) { #expect(seed >= 0) }

            \(test)rows.map(\\.value))
            func g(_ value: Int) { #expect(value > 0) }

            \(test)rows)
            func h(_ row: Row) { check(row) }

            @Test(
                "named", .tags(.x),
                arguments: [(1, "1")] as [(Int, String)])
            func i(_ value: Int, _ text: String) { #expect(value > 0) }
            """
        let checker = TableArgumentChecker(sources: [source], generated: [:])
        let findings = checker.check(source, fileName: "Sample.swift")
        #expect(
            findings.map(\.arguments) == [
                "tuples", "[1, 2, 3]", "rows", "rows + numbers", "rows.filter { $0.value > 0 }", "0..<4, VMLFormat.allCases",
                #"rows.map(\.value)"#, "rows", #"[(1, "1")] as [(Int, String)]"#,
            ])
        #expect(findings.map { $0.problem == nil } == [false, false, false, false, true, true, false, true, false])
        #expect(findings.last?.line == 37)
        #expect(findings[0].problem?.contains("tuple") == true)
        #expect(findings[1].problem?.contains("inline") == true)
        #expect(findings[2].problem?.contains("sourceLocation: row.sourceLocation") == true)
        #expect(findings[3].problem?.contains("numbers") == true)
    }

    /// A table whose case type is a typealias keeps its locations only if the alias's target does.
    @Test func theCheckerFollowsTypealiases() {
        let test = "@Test(" + "arguments: "
        let types = """
            enum Other {
                struct Located: Sendable { let sourceLocation: SourceLocation }
                struct Bare: Sendable { let value: Int }
            }
            """
        let source = """
            typealias Row = Other.Located
            typealias Plain = Other.Bare
            static let rows: [Row] = []
            static let plain: [Plain] = []

            \(test)rows)
            func a(_ row: Row) { #expect(true, sourceLocation: row.sourceLocation) }

            \(test)plain)
            func b(_ row: Plain) { #expect(true) }
            """
        let checker = TableArgumentChecker(sources: [types, source], generated: [:])
        let findings = checker.check(source, fileName: "Sample.swift")
        #expect(findings.map { $0.problem == nil } == [true, false])
    }
}

/// Reads Swift test sources as text and classifies each `@Test(arguments: …)`.
struct TableArgumentChecker {
    /// One parameterized test: its line, its argument text and what is wrong with it, if anything.
    struct Finding {
        var line: Int
        var arguments: String
        var problem: String?
    }

    /// Case types (by name) that store a `sourceLocation`, and those that do not.
    private var located: Set<String> = []
    private var unlocated: Set<String> = []
    private let generated: [String: [String: String]]

    init(sources: [String], generated: [String: [String: String]]) {
        self.generated = generated
        for text in sources {
            for (name, body) in Self.structs(in: text) {
                if body.contains("let sourceLocation: SourceLocation") || body.contains("var sourceLocation: SourceLocation") {
                    located.insert(name)
                } else {
                    unlocated.insert(name)
                }
            }
        }
        // `typealias Row = OtherSuite.Case`: the alias keeps its target's locations.
        for text in sources {
            for (alias, target) in Self.aliases(in: text) where located.contains(target) {
                located.insert(alias)
            }
        }
    }

    /// Each `@Test(…)` with `arguments:` (after a display name or traits too), in order.
    func check(_ text: String, fileName: String) -> [Finding] {
        var findings: [Finding] = []
        var searchStart = text.startIndex
        while let range = text.range(of: "@Test(", range: searchStart..<text.endIndex) {
            let open = text.index(before: range.upperBound)
            let close = Self.matchingClose(in: text, from: open) ?? text.endIndex
            searchStart = close
            guard let label = text.range(of: "arguments:", range: open..<close) else { continue }
            let arguments = text[label.upperBound..<close].trimmingCharacters(in: .whitespacesAndNewlines)
            let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            // The test's body: up to the next test.
            let next = text.range(of: "@Test", range: close..<text.endIndex)?.lowerBound ?? text.endIndex
            let body = text[close..<next]
            findings.append(
                Finding(line: line, arguments: arguments, problem: problem(arguments, body: body, in: text, fileName: fileName)))
        }
        return findings
    }

    private func problem(_ arguments: String, body: Substring, in text: String, fileName: String) -> String? {
        var needsLocation = false
        for collection in Self.split(arguments, on: ",") {
            if generated[fileName]?[collection] != nil || Self.isGenerated(collection) { continue }
            for term in Self.split(collection, on: "+") {
                if term.hasPrefix("[") {
                    return "an inline literal table: declare the rows as a table of a case type with sourceLocation"
                }
                let name = Self.leadingIdentifier(of: term)
                let rest = term.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
                guard rest.isEmpty || rest.hasPrefix(".filter") else {
                    return "'\(term)' is computed: list it among the generated arguments with the reason, or pass a table"
                }
                guard let type = Self.elementType(of: name, in: text) else {
                    return "'\(name)' is not a table declared in this file with an explicit [CaseType]"
                }
                if type.hasPrefix("(") {
                    return "'\(name)' is a tuple table: make its rows a case type with sourceLocation: SourceLocation = #_sourceLocation"
                }
                let base = String(type.prefix { $0 != "<" })
                guard located.contains(base), !unlocated.contains(base) || declaresLocated(base, in: text) else {
                    return "'\(name)' has rows of \(type), which do not keep their sourceLocation"
                }
                needsLocation = true
            }
        }
        if needsLocation, !body.contains("sourceLocation: "), !Self.handsOnTheRow(body) {
            return "the test body must pass sourceLocation: row.sourceLocation to its expectations"
        }
        return nil
    }

    /// Whether the body gives its whole row to a check that reports at the row's location:
    /// `row.check()` or `helper(row)`.
    private static func handsOnTheRow(_ body: Substring) -> Bool {
        guard let open = body.firstIndex(of: "(") else { return false }
        var parameter = body[body.index(after: open)...].drop { $0 == "_" || $0 == " " }
        parameter = parameter.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !parameter.isEmpty else { return false }
        let rest = body.drop { $0 != "{" }
        return rest.contains("\(parameter).check()") || rest.contains("(\(parameter))") || rest.contains("(\(parameter),")
    }

    /// A range of integer seeds or an enum's `allCases`.
    private static func isGenerated(_ collection: String) -> Bool {
        if collection.hasSuffix(".allCases"), !collection.dropLast(".allCases".count).contains(where: { !$0.isLetter && !$0.isNumber }) {
            return true
        }
        let parts = collection.components(separatedBy: "..<")
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    private func declaresLocated(_ name: String, in text: String) -> Bool {
        if let target = Self.aliases(in: text).first(where: { $0.alias == name })?.target {
            return located.contains(target) && !unlocated.contains(target)
        }
        let declarations = Self.structs(in: text).filter { $0.name == name }
        return !declarations.isEmpty && declarations.allSatisfy { $0.body.contains("sourceLocation: SourceLocation") }
    }

    /// The `typealias NAME = A.B` declarations of a source: each alias and the last component of
    /// its target.
    private static func aliases(in text: String) -> [(alias: String, target: String)] {
        var found: [(alias: String, target: String)] = []
        var start = text.startIndex
        while let range = text.range(of: "typealias ", range: start..<text.endIndex) {
            start = range.upperBound
            let alias = leadingIdentifier(of: text[range.upperBound...])
            let rest = text[range.upperBound...].dropFirst(alias.count).drop { $0 == " " }
            guard !alias.isEmpty, rest.first == "=" else { continue }
            let path = rest.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            guard let target = path.split(separator: ".").last else { continue }
            found.append((alias, String(target)))
        }
        return found
    }

    /// `let NAME: [TYPE] =` (or `var`), with `static` or not.
    private static func elementType(of name: String, in text: String) -> String? {
        for keyword in ["let ", "var "] {
            var start = text.startIndex
            while let range = text.range(of: keyword + name, range: start..<text.endIndex) {
                start = range.upperBound
                var rest = text[range.upperBound...].drop { $0 == " " }
                guard rest.first == ":" else { continue }
                rest = rest.dropFirst().drop { $0 == " " }
                guard rest.first == "[", let end = matchingClose(in: text, from: rest.startIndex) else { continue }
                return text[text.index(after: rest.startIndex)..<end].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The struct declarations of a source, with the text between their braces.
    private static func structs(in text: String) -> [(name: String, body: Substring)] {
        var found: [(name: String, body: Substring)] = []
        var start = text.startIndex
        while let range = text.range(of: "struct ", range: start..<text.endIndex) {
            start = range.upperBound
            let name = leadingIdentifier(of: text[range.upperBound...])
            guard !name.isEmpty, let open = text[range.upperBound...].firstIndex(of: "{"),
                let close = matchingClose(in: text, from: open)
            else { continue }
            found.append((name, text[open..<close]))
        }
        return found
    }

    private static func leadingIdentifier(of text: some StringProtocol) -> String {
        var name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        if name.hasPrefix("Self.") { name.removeFirst(5) }
        // `name.filter` and the like: the table is the part before the first member.
        return String(name.prefix { $0 != "." })
    }

    /// Splits at top-level occurrences of `separator` (outside brackets, braces and strings).
    private static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == separator, depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return parts
    }

    /// The index of the bracket closing the one at `open`, skipping string contents.
    private static func matchingClose(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
