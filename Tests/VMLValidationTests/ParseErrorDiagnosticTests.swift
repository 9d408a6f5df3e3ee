import Testing
import VMLCore
import VMLParser
import VMLValidation

/// `VMLDiagnostic(parseError)`: a parse error as a diagnostic, printed by the one
/// `formatted(file:)`.
@Suite struct ParseErrorDiagnosticTests {
    @Test func aParseErrorBecomesAnErrorWithItsCodeMessageAndLocation() throws {
        let error = try #require(throws: VMLParseError.self) { try VMLParser().parse("<Text>") }
        let diagnostic = VMLDiagnostic(error)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == .parseError)
        #expect(diagnostic.message == error.message)
        #expect(diagnostic.location == error.location)
        #expect(diagnostic.path == VMLNodePath())
        #expect(
            diagnostic.formatted(file: "a.vml")
                == "a.vml:1:7: error: expected '</Text>' to close '<Text>' opened at 1:1, found end of input [parse-error]")
    }

    @Test func aLimitKeepsItsCode() throws {
        var options = VMLParser.Options()
        options.maximumDepth = 1
        let error = try #require(throws: VMLParseError.self) { try VMLParser(options: options).parse("<a><b/></a>") }
        let diagnostic = VMLDiagnostic(error)
        #expect(diagnostic.code == .limitExceeded)
        #expect(diagnostic.code.rawValue == error.code.rawValue)
        #expect(diagnostic.formatted(file: "a.vml").hasSuffix(" [limit-exceeded]"))
    }

    @Test func everyParserCodeIsADiagnosticCode() {
        let diagnosticCodes: Set<VMLDiagnostic.Code> = [.parseError, .limitExceeded]
        for code in VMLParseError.Code.allCodes {
            #expect(diagnosticCodes.contains(VMLDiagnostic.Code(rawValue: code.rawValue)), "\(code)")
        }
    }

    @Test func aDiagnosticWithNeitherLocationNorPathNamesOnlyTheFile() {
        let diagnostic = VMLDiagnostic(.error, .parseError, "the input is not valid UTF-8", path: VMLNodePath())
        #expect(diagnostic.formatted(file: "a.vml") == "a.vml: error: the input is not valid UTF-8 [parse-error]")
        let located = VMLDiagnostic(.warning, .missingSlot, "m", path: VMLNodePath([.init("Text", 0)]))
        #expect(located.formatted(file: "a.vml") == "a.vml: warning: m (at Text[0]) [missing-slot]")
    }
}
