import Testing
import VMLCore
import VMLValidation

// A trailing comma in a style is read (the spec's canonical decisions accept it) and dropped by
// the canonical form; `check` warns about it, `trailing-comma`, at the comma.

struct TrailingCommaCase: CustomTestStringConvertible, Sendable {
    var input: String
    var lines: [String]
    var sourceLocation: SourceLocation
    var testDescription: String { input.debugDescription }

    init(_ input: String, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        self.input = input
        self.lines = lines
        self.sourceLocation = sourceLocation
    }
}

private let warning =
    "warning: trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow [trailing-comma]"

let trailingCommaCases: [TrailingCommaCase] = [
    TrailingCommaCase(#"<Text style="padding(8),"/>"#, ["a.vml:1:24: \(warning)"]),
    TrailingCommaCase("<VStack>\n  <Text style=\"frame(width: 1,),\n    padding(8)\"/>\n</VStack>", ["a.vml:2:30: \(warning)"]),
    // Among the validator's own diagnostics, in the order of the text.
    TrailingCommaCase(
        "<Text title=\"attr(x)\" style=\"padding(8),\">Hi</Text>\n<Text style=\"background(content: :bg,)\"/>",
        [
            #"a.vml:1:7: error: title="attr(x)": attr(…) is only valid inside style; bind it in a modifier (style="…(attr(x))") or write the value itself [attr-outside-style]"#,
            "a.vml:1:40: \(warning)",
            "a.vml:2:7: warning: the style of Text references :bg, but no immediate child has template=\"bg\"; add a child with template=\"bg\", or remove :bg from the style [missing-slot]",
            "a.vml:2:37: \(warning)",
        ]),
    // No trailing comma: commas in strings, text and other attributes are not one.
    TrailingCommaCase(#"<Text title="a," style="navigationTitle(&quot;x,)&quot;), padding(8)">a,)</Text>"#, []),
]

@Test(arguments: trailingCommaCases)
func checkWarnsAboutTrailingCommas(_ testCase: TrailingCommaCase) {
    let lines = VMLValidator().check(Array(testCase.input.utf8)).map { $0.formatted(file: "a.vml") }
    #expect(lines == testCase.lines, sourceLocation: testCase.sourceLocation)
}

@Test func trailingCommaIsAWarningOnTheElement() throws {
    let diagnostic = try #require(VMLValidator().check(Array("<VStack>\n  <Text style=\"padding(8),\"/>\n</VStack>".utf8)).first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.code == .trailingComma)
    #expect(diagnostic.path.description == "VStack[0] > Text[0]")
    #expect(VMLValidator().check(Array("<VStack>\n  <Text style=\"padding(8),\"/>\n</VStack>".utf8)).containsErrors == false)
}

@Test func trailingCommasCountAgainstTheLimit() {
    let many = String(repeating: #"<Text style="padding(8),"/>"#, count: 5)
    let limited = VMLValidator(maximumDiagnostics: 3).check(Array(many.utf8))
    #expect(limited.map(\.code) == [.trailingComma, .trailingComma, .trailingComma, .tooManyDiagnostics])
    #expect(
        limited.last?.message == "found more than 3 diagnostics; only the first 3 are listed (the validator's maximumDiagnostics option)")

    let mixed = #"<Text title="attr(x)" style="padding(1,)"/><Text title="attr(y)" style="padding(1,)"/>"#
    let checked = VMLValidator(maximumDiagnostics: 3).check(Array(mixed.utf8))
    #expect(checked.map(\.code) == [.attrOutsideStyle, .trailingComma, .attrOutsideStyle, .tooManyDiagnostics])
    #expect(checked.last?.message == "found 4 diagnostics; only the first 3 are listed (the validator's maximumDiagnostics option)")
}

@Test func trailingCommaDocSampleSaysWhatItShows() {
    #expect(
        VMLValidator().check(Array(#"<Text style="padding(8),"/>"#.utf8))[0].formatted(file: "a.vml")
            == "a.vml:1:24: \(warning)")
}
