import Testing
import VMLCore
import VMLValidation

// `VMLValidator.check`, what `vml check` runs on each file: the options kept, parse errors and
// invalid UTF-8 as one located diagnostic. (ParsedInputTests checks that it locates what parsing
// with the source map and validating locate, on the spec's examples.)

@Test func checkKeepsTheValidatorsOptions() throws {
    let text = String(repeating: #"<Text title="attr(x)">Hi</Text>"#, count: 5)
    let checked = VMLValidator(maximumDiagnostics: 2).check(Array(text.utf8))
    #expect(checked.map(\.code) == [.attrOutsideStyle, .attrOutsideStyle, .tooManyDiagnostics])
    #expect(checked.first?.location == VMLSourceLocation(line: 1, column: 7))
}

@Test func checkGivesAParseErrorAsItsOneDiagnostic() {
    #expect(
        VMLValidator().check(Array("<VStack>\n  <Text>".utf8)).map { $0.formatted(file: "a.vml") } == [
            "a.vml:2:9: error: expected '</Text>' to close '<Text>' opened at 2:3, found end of input [parse-error]"
        ])
}

@Test func checkGivesInvalidUTF8WithItsLocation() {
    let checked = VMLValidator().check([0x3C, 0x54, 0x3E, 0xFF, 0x3C, 0x2F, 0x54, 0x3E])  // <T>\xFF</T>
    #expect(checked.count == 1)
    #expect(checked.first?.code == .parseError)
    #expect(checked.first?.location == VMLSourceLocation(line: 1, column: 4))
}

@Test func checkDocSampleSaysWhatItShows() {
    #expect(VMLValidator().check(Array("<Text>Hi</Text>".utf8)) == [])
    #expect(
        VMLValidator().check(Array("<VStack>\n  <Text title=\"attr(x)\">Hi</Text>\n</VStack>".utf8))[0].formatted(file: "a.vml")
            == #"a.vml:2:9: error: title="attr(x)": attr(…) is only valid inside style; bind it in a modifier (style="…(attr(x))") or write the value itself [attr-outside-style]"#
    )
}
