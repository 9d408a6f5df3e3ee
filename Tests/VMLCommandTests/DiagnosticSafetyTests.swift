import Foundation
import Testing
import VMLCore
import VMLParser
import VMLTestSupport
import VMLValidation

@testable import vml

/// What diagnostics show of hostile input: every line bounded, one line per diagnostic, and no
/// character that a terminal acts on or hides (Docs/Diagnostics.md, "What diagnostics show").
@Suite struct DiagnosticSafetyTests {
    // MARK: Checks every stream must pass

    /// Scalars that must never reach a terminal raw.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
        case 0x00AD, 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0xFFF9...0xFFFB, 0x2028, 0x2029, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// Each line of `text` (split at LF, which ends every line) holds no unsafe scalar; tabs are
    /// allowed where `allowingTabs` (excerpts keep them for the caret line).
    static func expectSafe(_ text: String, allowingTabs: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text.isEmpty || text.hasSuffix("\n"), "output does not end with a newline", sourceLocation: sourceLocation)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let bad = line.unicodeScalars.filter { isUnsafe($0) && !(allowingTabs && $0 == "\t") }
            #expect(
                bad.isEmpty, "raw \(bad.map { String($0.value, radix: 16) }) in \(line.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    // MARK: 6. Bounded excerpts

    struct LongLine: CustomTestStringConvertible, Sendable {
        var name: String
        var input: [UInt8]
        /// The error's true column on the (only) line.
        var column: Int
        /// What the excerpt shows at the caret (`nil`: the caret is past the line's end).
        var atCaret: Character?
        var sourceLocation: SourceLocation
        var testDescription: String { name }

        init(_ name: String, _ input: [UInt8], column: Int, atCaret: Character?, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.input = input
            self.column = column
            self.atCaret = atCaret
            self.sourceLocation = sourceLocation
        }
    }

    /// 5 MB at the full ``TestScale`` (1 MB quick, 256 KB under the sanitizers): far past any
    /// window the message may show.
    static let megabytes = TestScale.current.count(quick: 1 << 20, full: 5 << 20)

    static let longLines: [LongLine] = [
        LongLine(
            "error in the middle of a line of twice the megabytes",
            Array("<A t=\"".utf8) + Array(repeating: UInt8(ascii: "x"), count: megabytes) + Array("\" y=1/>".utf8)
                + Array(repeating: UInt8(ascii: "z"), count: megabytes),
            column: megabytes + 11, atCaret: "1"),
        LongLine(
            "error at the end of a line of the megabytes",
            Array("<A t=\"".utf8) + Array(repeating: UInt8(ascii: "x"), count: megabytes),
            column: megabytes + 7, atCaret: nil),
        LongLine(
            "error at the start of a line of the megabytes",
            Array("<A x=1 ".utf8) + Array(repeating: UInt8(ascii: "x"), count: megabytes),
            column: 6, atCaret: "1"),
        LongLine(
            "error after 1 MB of two-byte characters",
            Array("<A>".utf8) + Array(String(repeating: "é", count: 1 << 19).utf8) + Array("&nbsp;</A>".utf8),
            column: (1 << 19) + 4, atCaret: "&"),
        LongLine(
            "error after 1 MB of escaped characters",
            Array("<A t='".utf8) + Array(String(repeating: "\u{9B}", count: 1 << 20).utf8) + Array("' t='x'/>".utf8),
            column: (1 << 20) + 9, atCaret: "t"),
    ]

    @Test(arguments: longLines)
    func anErrorOnAHugeLineShowsABoundedWindow(_ long: LongLine) throws {
        let error = try #require(throws: VMLParseError.self, sourceLocation: long.sourceLocation) { try VMLParser().parse(long.input) }
        #expect(error.location == VMLSourceLocation(line: 1, column: long.column), sourceLocation: long.sourceLocation)
        #expect(error.sourceLine.count <= 122, sourceLocation: long.sourceLocation)
        #expect(error.description.utf8.count < 600, sourceLocation: long.sourceLocation)
        // The caret stands under the error's character.
        #expect(error.sourceLine.dropFirst(error.sourceLineColumn - 1).first == long.atCaret, sourceLocation: long.sourceLocation)
        #expect(error.caretLine.count == error.sourceLineColumn, sourceLocation: long.sourceLocation)

        let streams = CapturedStreams()
        streams.input = long.input
        #expect(VMLCommand.run(arguments: ["fmt"], io: streams.io) == 1, sourceLocation: long.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: long.sourceLocation)
        #expect(streams.error.utf8.count < 600, sourceLocation: long.sourceLocation)
        #expect(streams.error.split(separator: "\n").count == 3, sourceLocation: long.sourceLocation)
        #expect(streams.error.hasPrefix("<stdin>:1:\(long.column): error: "), sourceLocation: long.sourceLocation)
        Self.expectSafe(streams.error, allowingTabs: true, sourceLocation: long.sourceLocation)

        let check = CapturedStreams()
        check.input = long.input
        #expect(VMLCommand.run(arguments: ["check"], io: check.io) == 1, sourceLocation: long.sourceLocation)
        // The error's line is short; the recovering read may find more (a later attribute with
        // no value), each line bounded by the message limit.
        #expect((check.lines.first?.utf8.count ?? 0) < 400, sourceLocation: long.sourceLocation)
        #expect((1...3).contains(check.lines.count), sourceLocation: long.sourceLocation)
        #expect(check.lines.allSatisfy { $0.utf8.count < 1_200 }, sourceLocation: long.sourceLocation)
    }

    @Test func aShortLineIsShownWhole() throws {
        let line = "<VStack spacing=\"8\"><Text style=\"padding(8\">Hi</Text></VStack>"
        let error = try #require(throws: VMLParseError.self) { try VMLParser().parse(line) }
        #expect(error.sourceLine == line)
        #expect(error.sourceLineColumn == error.location.column)
    }

    @Test func aLongLineIsCutAtBothEndsAroundTheError() throws {
        let line = String(repeating: "<A/>", count: 100) + "<B x=1/>" + String(repeating: "<C/>", count: 100)
        let error = try #require(throws: VMLParseError.self) { try VMLParser().parse(line) }
        #expect(error.location.column == 406)
        // 60 characters each side of the caret, and the marks.
        #expect(
            error.sourceLine == "…" + String(String(repeating: "<A/>", count: 14).dropFirst()) + "<B x=1/>"
                + String(repeating: "<C/>", count: 14) + "<…")
        #expect(error.sourceLine.count == 122)
        #expect(error.sourceLine.dropFirst(error.sourceLineColumn - 1).hasPrefix("1/>"))
    }

    @Test func messagesEchoingHugeValuesAreCutInTheMiddle() throws {
        let value = String(repeating: "v", count: 1 << 20)
        let (document, map) = try VMLParser().parseWithSourceMap(
            "<Text n=\"\(value)\" style=\"rotationEffect(attr(n type(<angle>), .zero))\"/>")
        let diagnostic = try #require(VMLValidator().validate(document, sourceMap: map).first)
        #expect(diagnostic.code == .attrCoercion)
        #expect(diagnostic.message.count == VMLDisplayText.maximumMessageLength)
        #expect(diagnostic.message.contains("vvv…vvv"))
        #expect(diagnostic.message.hasSuffix("write an angle such as 45deg, .degrees(45) or .radians(1.57)"))

        let (status, streams) = runCommand(["check"], stdin: "<!doctype \(value)>")
        #expect(status == 1)
        #expect(streams.lines.count == 1)
        #expect(streams.output.count < 1100)
    }

    // MARK: 7. No terminal escapes

    static let hostile: [ValueCase<String>] = [
        ValueCase("\u{1B}]0;title\u{07}"), ValueCase("\u{1B}[2J"), ValueCase("\u{202E}lmth.exe"), ValueCase("\u{2066}x\u{2069}"),
        ValueCase("\u{FEFF}"), ValueCase("a\u{2028}b"), ValueCase("\u{200B}"), ValueCase("\u{9B}31m"),
    ]

    @Test(arguments: hostile)
    func hostileCharactersNeverReachTheTerminalRaw(_ row: ValueCase<String>) throws {
        let text = row.value
        // Around an error, in an attribute value, in text, in a doctype, in a style string.
        let inputs = [
            "<A x=1 \(text)/>",
            "<A t=\"\(text)\" t=\"2\"/>",
            "<A>\(text) & </A>",
            "<!doctype \(text)>",
            "<A style=\"x(&quot;\(text)&quot;, #12)\"/>",
            "<A t='\(text)'/><B>\(text)</C>",
            "<A\(text)/>",
        ]
        for input in inputs {
            let fmt = runCommand(["fmt"], stdin: input)
            #expect(fmt.status == 1, "\(input.debugDescription)", sourceLocation: row.sourceLocation)
            Self.expectSafe(fmt.streams.error, allowingTabs: true, sourceLocation: row.sourceLocation)
            let check = runCommand(["check"], stdin: input)
            Self.expectSafe(check.streams.outputText, sourceLocation: row.sourceLocation)
            let error = try #require(throws: VMLParseError.self, sourceLocation: row.sourceLocation) { try VMLParser().parse(input) }
            Self.expectSafe(error.description + "\n", allowingTabs: true, sourceLocation: row.sourceLocation)
        }
    }

    @Test(arguments: hostile)
    func validatorDiagnosticsShowNamesAndValuesEscaped(_ row: ValueCase<String>) throws {
        let text = row.value
        // Attribute values echoed by messages, from parsed text.
        let input = "<Text n=\"\(text)\" style=\"rotationEffect(attr(n type(<angle>)))\"/>"
        // A value the parser refuses is a parse error, and the recovering read goes on: a line or more.
        let check = runCommand(["check"], stdin: input)
        #expect(!check.streams.lines.isEmpty, sourceLocation: row.sourceLocation)
        Self.expectSafe(check.streams.outputText, sourceLocation: row.sourceLocation)
        // Names from a tree built in code, in the message, the path and the file name.
        let tree: VMLNode = .element("A\(text)", children: [.element("Text", attributes: ["template": "t\(text)"])])
        for diagnostic in tree.validate() {
            Self.expectSafe(diagnostic.description + "\n", sourceLocation: row.sourceLocation)
            Self.expectSafe(diagnostic.formatted(file: "file\(text).vml") + "\n", sourceLocation: row.sourceLocation)
            let located = VMLDiagnostic(diagnostic.severity, diagnostic.code, diagnostic.message, path: diagnostic.path)
            Self.expectSafe(located.formatted(file: "f") + "\n", sourceLocation: row.sourceLocation)
        }
        var assigned = VMLDiagnostic(.warning, .missingSlot, "x", path: VMLNodePath())
        assigned.message = "a\(text)\nb"
        Self.expectSafe(assigned.message + "\n", sourceLocation: row.sourceLocation)
    }

    @Test(arguments: hostile)
    func serializationErrorsShowNamesEscaped(_ row: ValueCase<String>) throws {
        let text = row.value
        let trees: [VMLNode] = [
            .element("A\(text)"),
            .element("A", children: [.element("B\n\(text)")]),
            .element("A", attributes: ["x\(text)": "1"]),
            .element("A", attributes: ["template": "\(text)"]),
            .element("A", style: [VMLModifier("m\(text)")]),
        ]
        for tree in trees {
            do {
                _ = try VMLSerializer().serialize(VMLDocument([tree]))
                Issue.record("serialized \(tree)", sourceLocation: row.sourceLocation)
            } catch {
                Self.expectSafe(error.message + "\n", sourceLocation: row.sourceLocation)
                Self.expectSafe(error.description + "\n", sourceLocation: row.sourceLocation)
            }
        }
    }

    @Test func fileNamesAndUsageErrorsAreEscaped() {
        let missing = "/nonexistent/a\u{1B}[2J\nb.vml"
        let fmt = runCommand(["fmt", missing])
        #expect(fmt.streams.error == "/nonexistent/a\\u{1B}[2J\\u{A}b.vml: error: cannot read the file\n")
        let check = runCommand(["check", missing])
        #expect(check.streams.outputText == "/nonexistent/a\\u{1B}[2J\\u{A}b.vml: error: cannot read the file\n")
        for arguments in [["fmt", "--\u{1B}]0;x\u{7}"], ["\u{1B}]0;x\u{7}"], ["fmt", "--max-output-bytes", "\u{202E}1"]] {
            let run = runCommand(arguments)
            #expect(run.status == 2)
            Self.expectSafe(run.streams.error)
        }
    }

    @Test func theCaretStaysUnderTheErrorAfterEscapesAndTabs() throws {
        let error = try #require(throws: VMLParseError.self) { try VMLParser().parse("<A\tt=\"\u{9B}\u{202E}\" x=1/>") }
        #expect(error.location == VMLSourceLocation(line: 1, column: 13))
        #expect(error.sourceLine == "<A\tt=\"\\u{9B}\\u{202E}\" x=1/>")
        #expect(error.caretLine == "  \t" + String(repeating: " ", count: 3 + 6 + 8 + 4) + "^")
        #expect(error.sourceLine.dropFirst(error.sourceLineColumn - 1).first == "1")
    }

    @Test func thePublicInitializerWindowsAndEscapesTheLineItIsGiven() {
        let error = VMLParseError(location: .init(line: 1, column: 4), message: "bad\r\nthing", sourceLine: "ab\u{1B}c")
        #expect(error.message == "bad\\u{D}\\u{A}thing")
        #expect(error.sourceLine == "ab\\u{1B}c")
        #expect(error.sourceLineColumn == 9)
        #expect(error.description == "1:4: bad\\u{D}\\u{A}thing\nab\\u{1B}c\n        ^")
        var assigned = error
        assigned.message = "x\u{7}"
        assigned.sourceLine = "\u{2028}"
        #expect(assigned.message == "x\\u{7}")
        #expect(assigned.sourceLine == "\\u{2028}")
        let far = VMLParseError(location: .init(line: 1, column: 1 << 40), message: "far")
        #expect(far.description.utf8.count < 200)
    }

    // MARK: 8. One diagnostic, one line

    struct BadInput: CustomTestStringConvertible, Sendable {
        var input: String
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        init(_ input: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.sourceLocation = sourceLocation
        }
    }

    /// The inputs of Tests/VMLParserTests/ErrorTests.swift, and more with line ends inside
    /// what a message quotes.
    static let badInputs: [BadInput] = [
        BadInput("<VStack>\n  <Text>Hi</Text>\n"), BadInput("<VStack>\n  <HStack></VStack>"), BadInput("<A/></B>"),
        BadInput("<my-view/>"), BadInput("<A>a < b</A>"), BadInput("<A x=\"1\""), BadInput("<A / >"),
        BadInput("<A>\n<!-- never closed"), BadInput("<A x=\"1\" x=\"2\"/>"), BadInput("<A style=\"a()\" style=\"b()\"/>"),
        BadInput("<Button hidden/>"), BadInput("<A x=1/>"), BadInput("<NavigationLink destination=:detail>…</NavigationLink>"),
        BadInput("<A t=\"a<b\"/>"), BadInput("<A t='abc"), BadInput("<A template=\"a b\"/>"), BadInput("<A d={x}/>"),
        BadInput("<A>&nbsp;</A>"), BadInput("<A>Tom & Jerry</A>"), BadInput("<A t=\"&#0;\"/>"), BadInput("<!DOCTYPE html>\n<A/>"),
        BadInput("<A/>\n<!doctype swiftui+vml>"), BadInput("<A style=\"padding(8\"/>"), BadInput("<A style=\"padding(8]\"/>"),
        BadInput("<A style=\"frame(width: [1, 2)\"/>"), BadInput("<A style=\"frame(width 100)\"/>"),
        BadInput("<A style=\"x(attr(a type(<str>)))\"/>"), BadInput("<A style=\"background(#abc)\"/>"),
        BadInput("<A style=\"background(#abcd)\"/>"), BadInput("<A style=\"padding(1e)\"/>"), BadInput("<A style=\"padding(1.2.3)\"/>"),
        BadInput("<A style=\"padding(1e999)\"/>"), BadInput("<A style=\"padding(8) bold\"/>"), BadInput("<A style=\"padding 8\"/>"),
        BadInput("<A style=\".padding(8)\"/>"), BadInput("<A style=\"x(true: 1)\"/>"), BadInput("<A style=\"x(.nil)\"/>"),
        BadInput("<A style=\"x(5.foo)\"/>"), BadInput("<A style=\"x(&quot;abc)\"/>"), BadInput("<A style=\"x(&quot;a\\q&quot;)\"/>"),
        BadInput("<A style=\"x([a: 1])\"/>"), BadInput("<A style=\"x(50%)\"/>"), BadInput("<A style=\"x(-a)\"/>"),
        BadInput("<A style=\"x(Color . blue)\"/>"), BadInput("<A style=\"x(&quot;a&quot;, #12)\"/>"),
        BadInput("<A\n  style=\"padding(8),\n    frame(width 100)\"/>"), BadInput("<A style=\"x(&#10;&#10;#1)\"/>"),
        BadInput("<A>é👍🏽 <B style=\"x(#1)\"/></A>"),
        // Line ends (LF, CR, CR LF) and other controls inside what messages quote.
        BadInput("<!DOCTYPE x [\n<!ENTITY a \"b\">\n]>\n<A/>"), BadInput("<!DOCTYPE x\r\ny>\n<A/>"),
        BadInput("<A x=\"1\"\n/ >"), BadInput("<A x=\n1/>"), BadInput("<A x=\r1/>"), BadInput("<A x=\u{1B}/>"),
        BadInput("<A style=\"x(&quot;a\\\n&quot;)\"/>"), BadInput("<A style=\"x(&quot;a\\\r&quot;)\"/>"),
        BadInput("<A d={\"a\\\nb\"}/>"), BadInput("<A d={\"a\\\rb\"}/>"), BadInput("<A t='a\n'b/>"), BadInput("<\n/>"),
        BadInput("<A>&a\nb;</A>"), BadInput("<A>&#\n;</A>"), BadInput("<A></\n>"), BadInput("<A template=\"a\nb\"/>"),
        BadInput("<A template=\"a\rb\"/>"), BadInput("<A style=\"padding(8)\n\rbold\"/>"), BadInput("<A style=\"x(1e\n)\"/>"),
        BadInput("<A style=\"\u{2028}x()\"/>"), BadInput("<A style=\"x(\u{85})\"/>"), BadInput("<!\n>"),
        BadInput("<A\u{0}/>"), BadInput("<A t=\"\u{1}\" t=\"\u{1}\"/>"),
    ]

    @Test(arguments: badInputs)
    func everyMessageIsOneLine(_ bad: BadInput) throws {
        let error = try #require(throws: VMLParseError.self, sourceLocation: bad.sourceLocation) { try VMLParser().parse(bad.input) }
        Self.expectSafe(error.message + "\n", sourceLocation: bad.sourceLocation)
        Self.expectSafe(error.sourceLine + "\n", allowingTabs: true, sourceLocation: bad.sourceLocation)
        #expect(error.description.split(separator: "\n", omittingEmptySubsequences: false).count == 3, sourceLocation: bad.sourceLocation)

        // `check` reads on after the error (each problem a line); its first parse error is `fmt`'s.
        let check = runCommand(["check"], stdin: bad.input)
        #expect(check.status == 1, sourceLocation: bad.sourceLocation)
        let firstError = check.streams.lines.first { $0.hasSuffix(" [parse-error]") || $0.hasSuffix(" [limit-exceeded]") }
        #expect(firstError != nil, sourceLocation: bad.sourceLocation)
        Self.expectSafe(check.streams.outputText, sourceLocation: bad.sourceLocation)

        let fmt = runCommand(["fmt"], stdin: bad.input)
        #expect(fmt.streams.error.split(separator: "\n").first.map(String.init) == firstError, sourceLocation: bad.sourceLocation)
        #expect(fmt.streams.error.split(separator: "\n", omittingEmptySubsequences: false).count == 4, sourceLocation: bad.sourceLocation)
        Self.expectSafe(fmt.streams.error, allowingTabs: true, sourceLocation: bad.sourceLocation)
    }

    @Test func theDisplayRuleEscapesWhatTheIssueLists() throws {
        let listed: [UInt32] =
            Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E)
            + Array(0x2066...0x2069) + Array(0x200B...0x200D) + Array(0x2060...0x2064)
            + [0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB, 0x00AD, 0x2028, 0x2029, 0xFFFE, 0xFFFF, 0x10FFFF, 0xE0041]
        for value in listed {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(VMLDisplayText.isEscaped(scalar), "U+\(String(value, radix: 16))")
            #expect(VMLDisplayText.escaped(String(scalar)) == "\\u{\(String(value, radix: 16, uppercase: true))}")
        }
        for kept in ["a", " ", "~", "é", "👍🏽", "\u{FE0F}", "\u{301}", "…", "\u{FFFD}", "中"] {
            #expect(VMLDisplayText.escaped(kept) == kept)
        }
        #expect(VMLDisplayText.escaped("a\tb", keepingTabs: true) == "a\tb")
        #expect(VMLDisplayText.escaped("a\tb") == "a\\u{9}b")
        #expect(VMLDisplayText.width(of: "\u{10FFFF}") == "\\u{10FFFF}".count)
        #expect(VMLDisplayText.message(VMLDisplayText.message("a\u{1B}b")) == "a\\u{1B}b")
    }
}

/// The samples in the doc comments of the public symbols this suite covers.
@Suite struct DiagnosticDocCommentSampleTests {
    @Test func sourceLineColumnSample() throws {
        let line = "<A t=\"" + String(repeating: "x", count: 1_000_000) + "\" y=1/>" + String(repeating: "z", count: 1_000_000)
        let error = try #require(throws: VMLParseError.self) { try VMLParser().parse(line) }
        #expect(error.location == VMLSourceLocation(line: 1, column: 1_000_011))
        #expect(error.sourceLine.count == 122)
        #expect(error.sourceLineColumn == 62)
    }

    @Test func caretLineSample() {
        let error = VMLParseError(location: .init(line: 1, column: 3), message: "bad", sourceLine: "\tab")
        #expect(error.caretLine == "\t ^")
    }

    @Test func displayTextSamples() {
        #expect(VMLDisplayText.escaped("title\u{1B}]0;x\u{7}") == #"title\u{1B}]0;x\u{7}"#)
        #expect(VMLDisplayText.escaped("a\tb", keepingTabs: true) == "a\tb")
        #expect(VMLDisplayText.isEscaped("\u{202E}"))
        #expect(!VMLDisplayText.isEscaped("é"))
        #expect(VMLDisplayText.escaped("a\nb\u{200B}c") == #"a\u{A}b\u{200B}c"#)
        #expect(VMLDisplayText.width(of: "\u{1B}") == 6)
        #expect(VMLDisplayText.message(String(repeating: "x", count: 5000)).count == 1000)
        #expect(VMLDisplayText.message("unsupported doctype 'x [\n]'") == #"unsupported doctype 'x [\u{A}]'"#)
    }
}
