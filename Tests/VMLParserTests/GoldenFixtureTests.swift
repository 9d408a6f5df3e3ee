import Testing
import VMLCore
import VMLParser

/// Every VML snippet of the spec, parsed verbatim and serialized, compared byte for byte with
/// the reviewed canonical text beside it.
@Suite struct GoldenFixtureTests {
    @Test(arguments: FixtureSupport.inputs(in: "spec"))
    func canonicalText(_ name: String) throws {
        // The cases are the fixture files on disk: a failure names its fixture.
        let fixture: Comment = "Tests/VMLParserTests/Fixtures/spec/\(name).vml"
        let input = try FixtureSupport.read("spec", name + ".vml")
        let document = try VMLParser().parse(input)
        let pretty = try document.serialized(.pretty)
        if FixtureSupport.isRecording {
            try FixtureSupport.record("spec", name + ".canonical.vml", pretty)
        }
        let expected = try FixtureSupport.read("spec", name + ".canonical.vml")
        #expect(pretty == expected, fixture)
        // The canonical text is a fixed point, and both layouts read back to the canonical tree.
        #expect(try VMLParser().parse(pretty).serialized(.pretty) == pretty, fixture)
        #expect(try VMLParser().parse(pretty) == document.canonicalized(), fixture)
        #expect(try VMLParser().parse(document.serialized(.compact)) == document.canonicalized(), fixture)
    }

    @Test func everySpecSnippetHasAFixture() {
        // 32 xml blocks in VML.md: 31 parse, one is the invalid `destination=:detail`.
        #expect(FixtureSupport.inputs(in: "spec").filter { !$0.hasPrefix("9") }.count == 31)
        #expect(FixtureSupport.inputs(in: "errors").count >= 1)
    }

    @Test(arguments: FixtureSupport.inputs(in: "errors"))
    func errorMessage(_ name: String) throws {
        let fixture: Comment = "Tests/VMLParserTests/Fixtures/errors/\(name).vml"
        let input = try FixtureSupport.read("errors", name + ".vml")
        let error = try #require(throws: VMLParseError.self, fixture) { try VMLParser().parse(input) }
        let summary = "\(error.location): \(error.message)\n"
        if FixtureSupport.isRecording {
            try FixtureSupport.record("errors", name + ".error", summary)
        }
        #expect(summary == (try FixtureSupport.read("errors", name + ".error")), fixture)
    }
}
