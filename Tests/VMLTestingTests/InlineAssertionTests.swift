import Testing
import VML
import VMLTesting

/// `assertVml(_:equals:)` and `assertVmlRoundTrip`.
@Suite struct InlineAssertionTests {
    @Test func inlineMarkupMatchesAsTrees() {
        assertVml(
            Card(title: "Hi"),
            equals: """
                <VStack alignment="leading">
                <Text style="font(.headline)">Hi</Text>
                        <Text style="padding(8)">Details</Text>
                </VStack>
                """)
        assertVml([VMLNode.element("Spacer")], equals: "<Spacer/>")
    }

    @Test func aMismatchShowsTheDifferenceAndPasteableMarkup() {
        let found = failures {
            assertVml(
                Card(title: "Hi", padding: 12),
                equals:
                    #"<VStack alignment="leading"><Text style="font(.headline)">Hi</Text><Text style="padding(8)">Details</Text></VStack>"#)
        }
        #expect(
            found.count == 1
                && found.allSatisfy { message in
                    message.hasPrefix("the markup does not match: VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)\n")
                        && message.hasSuffix(
                            "actual markup, to paste:\n\"\"\"\n<VStack alignment=\"leading\">\n  <Text style=\"font(.headline)\">Hi</Text>\n"
                                + "  <Text style=\"padding(12)\">Details</Text>\n</VStack>\n\"\"\"")
                }, "\(found)")
    }

    @Test func expectedMarkupThatDoesNotParseIsReportedAtLineAndColumn() {
        let found = failures {
            assertVml(Card(title: "Hi"), equals: "<VStack>\n  <Text>\n</VStack>")
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.hasPrefix("the expected markup does not parse: 3:") }, "\(found)")
    }

    @Test func roundTripsOfViewsNodesAndMarkup() {
        assertVmlRoundTrip(Card(title: "a < b & \"c\""))
        assertVmlRoundTrip([VMLNode.element("Text", children: ["  spaced  ", "two"])])
        assertVmlRoundTrip(markup: "<VStack><Text style='padding(8)'>Hi</Text></VStack>")
    }

    @Test func roundTripFailuresSayWhere() {
        var found = failures {
            assertVmlRoundTrip(markup: "<VStack>\n<Text>")
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.hasPrefix("the markup does not parse: 2:") }, "\(found)")
        found = failures {
            assertVmlRoundTrip([VMLNode.element("Sta r")])
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.contains("cannot be written as VML (pretty)") }, "\(found)")
        found = failures {
            assertVmlRoundTrip(fileAt: "/nonexistent/home.vml")
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.hasPrefix("cannot read /nonexistent/home.vml") }, "\(found)")
    }

    /// Outside ``failures(_:)``, a failing assertion is an issue of the running Swift Testing test,
    /// located at the assertion: the one known issue a passing `swift test` shows.
    @Test func aFailureIsAnIssueOfTheTestAtTheAssertion() {
        let line = #line + 2
        withKnownIssue {
            assertVmlRoundTrip(fileAt: "/nonexistent/home.vml")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("cannot read /nonexistent/home.vml")
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
    }

    @Test func fixtureFilesRoundTripAndReportPathLineAndColumn() throws {
        let folder = try temporaryFolder()
        let good = folder + "/good.vml"
        let bad = folder + "/bad.vml"
        try "<VStack>\r\n  <Text>Hi</Text>\r\n</VStack>\r\n".write(toFile: good, atomically: true, encoding: .utf8)
        try "<VStack>\n  <Text style=\"padding(\">Hi</Text>\n</VStack>\n".write(toFile: bad, atomically: true, encoding: .utf8)
        assertVmlRoundTrip(fileAt: good)
        let found = failures {
            assertVmlRoundTrip(fileAt: bad)
        }
        #expect(found.count == 1 && found.allSatisfy { message in message.hasPrefix(bad + ":2:") }, "\(found)")
    }
}
