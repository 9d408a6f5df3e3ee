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
        withKnownIssue {
            assertVml(
                Card(title: "Hi", padding: 12),
                equals:
                    #"<VStack alignment="leading"><Text style="font(.headline)">Hi</Text><Text style="padding(8)">Details</Text></VStack>"#)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.hasPrefix("the markup does not match: VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)\n")
                && message.hasSuffix(
                    "actual markup, to paste:\n\"\"\"\n<VStack alignment=\"leading\">\n  <Text style=\"font(.headline)\">Hi</Text>\n"
                        + "  <Text style=\"padding(12)\">Details</Text>\n</VStack>\n\"\"\"")
        }
    }

    @Test func expectedMarkupThatDoesNotParseIsReportedAtLineAndColumn() {
        withKnownIssue {
            assertVml(Card(title: "Hi"), equals: "<VStack>\n  <Text>\n</VStack>")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("the expected markup does not parse: 3:")
        }
    }

    @Test func roundTripsOfViewsNodesAndMarkup() {
        assertVmlRoundTrip(Card(title: "a < b & \"c\""))
        assertVmlRoundTrip([VMLNode.element("Text", children: ["  spaced  ", "two"])])
        assertVmlRoundTrip(markup: "<VStack><Text style='padding(8)'>Hi</Text></VStack>")
    }

    @Test func roundTripFailuresSayWhere() {
        withKnownIssue {
            assertVmlRoundTrip(markup: "<VStack>\n<Text>")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("the markup does not parse: 2:")
        }
        withKnownIssue {
            assertVmlRoundTrip([VMLNode.element("Sta r")])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("cannot be written as VML (pretty)")
        }
        withKnownIssue {
            assertVmlRoundTrip(fileAt: "/nonexistent/home.vml")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("cannot read /nonexistent/home.vml")
        }
    }

    @Test func fixtureFilesRoundTripAndReportPathLineAndColumn() throws {
        let folder = try temporaryFolder()
        let good = folder + "/good.vml"
        let bad = folder + "/bad.vml"
        try "<VStack>\r\n  <Text>Hi</Text>\r\n</VStack>\r\n".write(toFile: good, atomically: true, encoding: .utf8)
        try "<VStack>\n  <Text style=\"padding(\">Hi</Text>\n</VStack>\n".write(toFile: bad, atomically: true, encoding: .utf8)
        assertVmlRoundTrip(fileAt: good)
        withKnownIssue {
            assertVmlRoundTrip(fileAt: bad)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(bad + ":2:")
        }
    }
}
