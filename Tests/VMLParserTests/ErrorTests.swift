import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// Each kind of error, with its exact line, column and message.
@Suite struct ErrorTests {
    static let cases: [ParseErrorCase] = [
        // Tags
        ParseErrorCase("<VStack>\n  <Text>Hi</Text>\n", 3, 1, "expected '</VStack>' to close '<VStack>' opened at 1:1, found end of input"),
        ParseErrorCase("<VStack>\n  <HStack></VStack>", 2, 11, "expected '</HStack>' to close '<HStack>' opened at 2:3, found '</VStack>'"),
        ParseErrorCase("<A/></B>", 1, 5, "unexpected close tag '</B>': no element is open"),
        // A close tag that starts with the open element's name but is not it.
        ParseErrorCase("<HStack></HStackX>", 1, 9, "expected '</HStack>' to close '<HStack>' opened at 1:1, found '</HStackX>'"),
        ParseErrorCase("<HStack></HStac>", 1, 9, "expected '</HStack>' to close '<HStack>' opened at 1:1, found '</HStac>'"),
        ParseErrorCase("<A.B></A.BC>", 1, 6, "expected '</A.B>' to close '<A.B>' opened at 1:1, found '</A.BC>'"),
        ParseErrorCase("<Text>a</Text", 1, 14, "expected '>' to end the close tag '</Text', found end of input"),
        ParseErrorCase(
            "<my-view/>", 1, 2,
            #"invalid element name "my-view": an element name is an identifier ([A-Za-z_][A-Za-z0-9_]*) or a dotted path of identifiers such as Gauge.Label"#
        ),
        ParseErrorCase("<A>a < b</A>", 1, 7, "expected a tag name after '<', found ' ' (write '&lt;' for a literal '<')"),
        ParseErrorCase("<A x=\"1\"", 1, 9, "expected '>' to end the tag '<A' opened at 1:1, found end of input"),
        ParseErrorCase("<A / >", 1, 5, "expected '>' after '/' to end the tag '<A', found ' '"),
        ParseErrorCase("<A>\n<!-- never closed", 2, 18, "expected '-->' to close the comment opened at 2:1, found end of input"),
        // Attributes
        ParseErrorCase("<A x=\"1\" x=\"2\"/>", 1, 10, "duplicate attribute 'x' in '<A>' (first at 1:4)"),
        ParseErrorCase("<A style=\"a()\" style=\"b()\"/>", 1, 16, "duplicate attribute 'style' in '<A>' (first at 1:4)"),
        ParseErrorCase("<Button hidden/>", 1, 9, "attribute 'hidden' has no value: write hidden=\"…\""),
        ParseErrorCase(
            "<A x=1/>", 1, 6, "expected '\"' or ''' to start the value of the attribute 'x', found '1' (attribute values must be quoted)"),
        ParseErrorCase(
            "<NavigationLink destination=:detail>…</NavigationLink>", 1, 29,
            "unquoted value ':detail' for the attribute 'destination': symbols such as ':detail' are only valid inside style; quote attribute values: destination=\"…\""
        ),
        ParseErrorCase(
            "<A t=\"a<b\"/>", 1, 8, "expected '\"' to close the value of 't' opened at 1:6, found '<' (write '&lt;' for a literal '<')"),
        ParseErrorCase("<A t='abc", 1, 10, "expected ''' to close the value of 't' opened at 1:6, found end of input"),
        ParseErrorCase(
            "<A template=\"a b\"/>", 1, 14, #"invalid template name "a b": a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)"#),
        ParseErrorCase("<A d={x}/>", 1, 7, "expected a string literal in '{…}' (the form {\"text\"}), found 'x'"),
        // References, doctype, encoding
        ParseErrorCase(
            "<A>&nbsp;</A>", 1, 4,
            "unknown entity '&nbsp;': only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#10; are allowed"),
        ParseErrorCase("<A>Tom & Jerry</A>", 1, 8, "a literal '&' must be written '&amp;'"),
        ParseErrorCase("<A>&quot</A>", 1, 9, "expected ';' to end the reference '&quot', found '<'"),
        ParseErrorCase(
            "<A t=\"&quotx;\"/>", 1, 7,
            "unknown entity '&quotx;': only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#10; are allowed"),
        ParseErrorCase("<A t=\"&quot\"/>", 1, 12, "expected ';' to end the reference '&quot', found '\"'"),
        ParseErrorCase("<A t=\"&#0;\"/>", 1, 7, "character reference '&#0;' names a character XML does not allow"),
        ParseErrorCase("<!DOCTYPE html>\n<A/>", 1, 11, "unsupported doctype 'html': only <!doctype swiftui+vml> is accepted"),
        ParseErrorCase("<A/>\n<!doctype swiftui+vml>", 2, 1, "<!doctype swiftui+vml> must come before the first element or text"),
        // Style
        ParseErrorCase("<A style=\"padding(8\"/>", 1, 20, "expected ')' to close 'padding(' opened at 1:11, found end of the style"),
        ParseErrorCase("<A style=\"padding(8]\"/>", 1, 20, "expected ')' to close 'padding(' opened at 1:11, found ']'"),
        ParseErrorCase("<A style=\"frame(width: [1, 2)\"/>", 1, 29, "expected ']' to close '[' opened at 1:24, found ')'"),
        ParseErrorCase("<A style=\"frame(width 100)\"/>", 1, 23, "expected ': ' after the label 'width', found '100'"),
        ParseErrorCase(
            "<A style=\"x(attr(a type(<str>)))\"/>", 1, 25,
            "unknown attr type '<str>': expected <string>, <number>, <integer>, <length>, <angle>, <color>, <url> or <boolean>"
        ),
        ParseErrorCase(
            "<A style=\"background(#abc)\"/>", 1, 22, "3-digit hex color '#abc': write six or eight hex digits, such as #aabbcc"),
        ParseErrorCase(
            "<A style=\"background(#abcd)\"/>", 1, 22, "invalid hex color '#abcd': write six or eight hex digits, #rrggbb or #rrggbbaa"),
        ParseErrorCase(
            "<A style=\"padding(1e)\"/>", 1, 19,
            "invalid number '1e': write digits with an optional fraction and exponent, such as 8, -0.5 or 1e3"),
        ParseErrorCase(
            "<A style=\"padding(1.2.3)\"/>", 1, 19,
            "invalid number '1.2.3': write digits with an optional fraction and exponent, such as 8, -0.5 or 1e3"),
        ParseErrorCase("<A style=\"padding(1e999)\"/>", 1, 19, "the number '1e999' is out of range"),
        ParseErrorCase("<A style=\"padding(8) bold\"/>", 1, 22, "expected ', ' between modifiers or the end of the style, found 'bold'"),
        ParseErrorCase("<A style=\"padding 8\"/>", 1, 19, "expected '(' after the modifier name 'padding', found '8'"),
        // LiveView Native's `.padding(8)` has its own message (StyleSpellingTests); a lone `.` does not.
        ParseErrorCase("<A style=\". padding(8)\"/>", 1, 11, "expected a modifier name, found '.'"),
        ParseErrorCase(
            "<A style=\"x(true: 1)\"/>", 1, 13, "expected a label, found the literal 'true' (true, false and nil are not names)"),
        ParseErrorCase(
            "<A style=\"x(.nil)\"/>", 1, 14, "expected a member name after '.', found the literal 'nil' (true, false and nil are not names)"
        ),
        ParseErrorCase("<A style=\"x(5.foo)\"/>", 1, 14, "a number cannot be followed by '.': members and calls need a name before them"),
        ParseErrorCase("<A style=\"x(&quot;abc)\"/>", 1, 23, "expected '\"' to close the string opened at 1:13, found end of the style"),
        ParseErrorCase(
            "<A style=\"x(&quot;a\\q&quot;)\"/>", 1, 20, "unknown escape '\\q' in a string: use \\\\, \\\", \\n, \\r, \\t or \\u{…}"),
        ParseErrorCase(
            "<A style=\"x([a: 1])\"/>", 1, 15,
            "dictionaries are not supported inside style: expected ', ' or ']' in the array opened at 1:13, found ':'"),
        ParseErrorCase("<A style=\"x(50%)\"/>", 1, 15, "'%' is only valid on the arguments of rgb(…), rgba(…), hsl(…) and hsla(…)"),
        ParseErrorCase("<A style=\"x(-a)\"/>", 1, 14, "expected a number after '-', found 'a'"),
        ParseErrorCase("<A style=\"x(Color . blue)\"/>", 1, 19, "expected ', ' or ')' after an argument of 'x(' opened at 1:11, found '.'"),
        // Style errors point into the original text through entities and line breaks.
        ParseErrorCase(
            "<A style=\"x(&quot;a&quot;, #12)\"/>", 1, 28, "invalid hex color '#12': write six or eight hex digits, #rrggbb or #rrggbbaa"),
        ParseErrorCase("<A\n  style=\"padding(8),\n    frame(width 100)\"/>", 3, 17, "expected ': ' after the label 'width', found '100'"),
        ParseErrorCase(
            "<A style=\"x(&#10;&#10;#1)\"/>", 1, 23, "invalid hex color '#1': write six or eight hex digits, #rrggbb or #rrggbbaa"),
        ParseErrorCase(
            "<A>é👍🏽 <B style=\"x(#1)\"/></A>", 1, 19, "invalid hex color '#1': write six or eight hex digits, #rrggbb or #rrggbbaa"),
    ]

    @Test(arguments: cases)
    func reportsLocationAndMessage(_ testCase: ParseErrorCase) {
        testCase.check()
    }

    @Test func invalidUTF8HasALocation() {
        let bytes: [UInt8] = Array("<A>\nok \u{E9} ".utf8) + [0xFF] + Array("</A>".utf8)
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(bytes) }
        #expect(error?.location == VMLSourceLocation(line: 2, column: 6))
        #expect(error?.message == "invalid UTF-8: byte 0xFF does not start a valid UTF-8 sequence")
    }

    static let malformedSequences: [ValueCase<[UInt8]>] = [
        ValueCase([0xC0, 0x80]), ValueCase([0xED, 0xA0, 0x80]), ValueCase([0xF4, 0x90, 0x80, 0x80]), ValueCase([0xE2, 0x82]),
        ValueCase([0x80]),
    ]

    @Test(arguments: malformedSequences)
    func rejectsMalformedSequences(_ row: ValueCase<[UInt8]>) {
        #expect(throws: VMLParseError.self, sourceLocation: row.sourceLocation) {
            try VMLParser().parse(Array("<A>x".utf8) + row.value + Array("</A>".utf8))
        }
    }

    @Test func describesWithTheLineAndACaret() {
        let error = #expect(throws: VMLParseError.self) {
            try VMLParser().parse("<VStack>\n\t<Text style=\"padding(8\">Hi</Text>\n</VStack>")
        }
        #expect(
            error?.description
                == "2:24: expected ')' to close 'padding(' opened at 2:15, found end of the style\n\t<Text style=\"padding(8\">Hi</Text>\n\t"
                + String(repeating: " ", count: 22) + "^"
        )
    }
}
