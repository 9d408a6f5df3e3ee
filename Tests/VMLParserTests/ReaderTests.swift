import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// The XML layer: what it accepts and the tree it builds, checked through the compact layout.
@Suite struct ReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var compact: String
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        init(input: String, compact: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.compact = compact
            self.sourceLocation = sourceLocation
        }
    }

    static let cases: [Case] = [
        Case(input: "<Text>Hello</Text>", compact: "<Text>Hello</Text>"),
        Case(input: "<Text a='1' b=\"2\"/>", compact: #"<Text a="1" b="2"/>"#),
        Case(input: "<Text a = 'x\"y' />", compact: #"<Text a="x&quot;y"/>"#),
        Case(input: "\u{FEFF}<A/>", compact: "<A/>"),
        Case(input: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<A/>", compact: "<A/>"),
        Case(input: "<!DOCTYPE swiftui+vml>\n<A/>", compact: "<A/>"),
        Case(input: "<!doctype SwiftUI+VML >\n<A/>", compact: "<A/>"),
        Case(input: "<!-- hi -->\n<!doctype swiftui+vml>\n<A/>", compact: "<A/>"),
        Case(input: "<A>\r\n  one\r\n  two\r\n</A>", compact: "<A>one&#10;  two</A>"),
        Case(input: "<A>a\rb</A>", compact: "<A>a&#10;b</A>"),
        Case(input: "<A>  &#32;x&#9;  </A>", compact: "<A>&#32;x&#9;</A>"),
        Case(input: "<A>&lt;&gt;&amp;&quot;&apos;&#x1F600;&#65;</A>", compact: "<A>&lt;&gt;&amp;\"'😀A</A>"),
        Case(input: "<A>x <!-- c --> y</A>", compact: "<A>x  y</A>"),
        Case(input: "<A><![CDATA[ <b> & ]]></A>", compact: "<A>&#32;&lt;b&gt; &amp;&#32;</A>"),
        Case(input: "<A>  <B/>  text  <C/>  </A>", compact: "<A><B/>text<C/></A>"),
        // Leading whitespace of a run, over eight bytes at a time, across a comment, before a reference.
        Case(input: "<A>\n                   <B/>\t \r\n                 </A>", compact: "<A><B/></A>"),
        Case(input: "<A>\n          <!-- c -->   &#32;x   y </A>", compact: "<A>&#32;x   y</A>"),
        Case(input: "<A>                 x\r\n                  </A>", compact: "<A>x</A>"),
        Case(input: "<A t=\"a\tb\nc\r\nd\"/>", compact: #"<A t="a b c d"/>"#),
        Case(input: "<A t=\"a&#9;b&#10;c\"/>", compact: #"<A t="a&#9;b&#10;c"/>"#),
        Case(input: "<NavigationLink destination={\"/products/1\"}/>", compact: #"<NavigationLink destination="/products/1"/>"#),
        Case(input: "<A d={ \"a\\\"b\" }/>", compact: #"<A d="a&quot;b"/>"#),
        // The braced form takes the style's string escapes (one escape set, `StringEscape`).
        Case(input: #"<A d={"a\u{1F600}\tb\\"}/>"#, compact: #"<A d="a😀&#9;b\"/>"#),
        Case(input: "<Gauge.Label/>", compact: "<Gauge.Label/>"),
        Case(input: "<A phx-click=\"go\" data-id=\"7\" xlink:href=\"u\"/>", compact: #"<A data-id="7" phx-click="go" xlink:href="u"/>"#),
        Case(input: "top <A/> after", compact: "top<A/>after"),
        Case(input: "", compact: ""),
        Case(input: "  \n ", compact: ""),
        Case(input: "<A>é&#x301;</A>", compact: "<A>é\u{301}</A>"),
        Case(input: "<A></A >", compact: "<A/>"),
    ]

    @Test(arguments: cases)
    func reads(_ testCase: Case) throws {
        let document = try VMLParser().parse(testCase.input)
        #expect(try document.serialized(.compact) == testCase.compact, sourceLocation: testCase.sourceLocation)
    }

    /// Short values and texts are made from their words when they are ASCII: every byte that
    /// reads back (printable ASCII) at every place of values and texts of 1 to 20 bytes comes
    /// back as it was written, on both sides of the 15 bytes a string holds in itself.
    @Test func shortValuesAndTextsReadBackAtEveryPlace() throws {
        let mismatches = try PlacedByte.mismatches(values: 0x20...0x7E) { placed in
            let string = placed.string
            let written = try VMLDocument([.element("T", attributes: ["v": string], children: [.text(string)])]).serialized()
            guard case .element(let element) = try VMLParser().parse(written).nodes.first else { return false }
            return element.attributes.first?.value == string && element.children == [.text(string)]
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// Names are skipped a word at a time where every byte is a name part: every byte at every
    /// place of attribute names, and of element names with their close tags, of 1 to 20
    /// bytes, read as the byte-by-byte rules read them (`VMLName`): a valid name comes back as it
    /// was written, an invalid one never does, and a valid name's close tag with one byte more or
    /// this byte changed is refused.
    @Test func namesReadAtEveryPlace() {
        var mismatches = PlacedByte.mismatches(values: 0...255) { placed in
            let name = placed.string  // a byte above 0x7F reads as U+FFFD
            let attribute = try? VMLParser().parse("<T \(name)=\"v\"/>")
            var readAttribute = false
            if case .element(let element) = attribute?.nodes.first {
                readAttribute = element.attributes.map(\.name) == [name]
            }
            let readElement = (try? VMLParser().parse("<\(name)></\(name)>"))?.nodes == [.element(name)]
            // A valid name closed by another (one byte more, or this byte another letter) is a mismatch.
            var other = placed.bytes
            other[placed.position] = placed.value == UInt8(ascii: "Z") ? UInt8(ascii: "Y") : UInt8(ascii: "Z")
            let otherName = String(decoding: other, as: UTF8.self)
            let otherClose =
                VMLName.isElementName(name)
                ? (try? VMLParser().parse("<\(name)></\(name)b>")) ?? (try? VMLParser().parse("<\(name)></\(otherName)>")) : nil
            return readAttribute == VMLName.isAttributeName(name) && readElement == VMLName.isElementName(name) && otherClose == nil
        }
        // Non-ASCII names: `í` is C3 AD, whose low seven bits would read as a name part and `-`.
        for count in 0...16 {
            let name = String(repeating: "a", count: count) + "í" + "a"
            if (try? VMLParser().parse("<T \(name)=\"v\"/>")) != nil || (try? VMLParser().parse("<\(name)></\(name)>")) != nil {
                mismatches.append("\(name): read")
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// Attribute values are skipped a word at a time up to the first byte that needs a look:
    /// `<`, a control or a noncharacter at every place of values of 1 to 20 bytes is refused at
    /// its column, tab, LF and CR read as spaces, and `&amp;` as `&`.
    @Test func valueStopsAtEveryPlace() {
        var mismatches: [String] = []
        let refused = ["<", "\u{1}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"]
        let read = [("\t", " "), ("\n", " "), ("\r", " "), ("&amp;", "&"), ("é", "é"), ("\u{FFFD}", "\u{FFFD}")]
        // Each stop in the place of the placed byte (`a`, so each run is tried once).
        _ = PlacedByte.mismatches(values: 0x61...0x61) { placed in
            let (before, after) = (placed.before, placed.after)
            for stop in refused {
                do throws(VMLParseError) {
                    _ = try VMLParser().parse("<T v=\"\(before)\(stop)\(after)\"/>")
                    mismatches.append("\(placed.count) bytes, \(stop.debugDescription) at \(placed.position): read")
                } catch {
                    // `<T v="` is six columns.
                    if error.location != VMLSourceLocation(line: 1, column: 7 + placed.position) {
                        mismatches.append("\(placed.count) bytes, \(stop.debugDescription) at \(placed.position): \(error.location)")
                    }
                }
            }
            for (written, value) in read {
                let parsed = try? VMLParser().parse("<T v=\"\(before)\(written)\(after)\"/>")
                guard case .element(let element) = parsed?.nodes.first, element.attributes.first?.value == before + value + after else {
                    mismatches.append("\(placed.count) bytes, \(written.debugDescription) at \(placed.position)")
                    continue
                }
            }
            return true
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    @Test func parsesBytesLikeText() throws {
        let text = "<VStack id=\"a\"><Text>Hi 👋</Text></VStack>"
        #expect(try VMLParser().parse(Array(text.utf8)) == VMLParser().parse(text))
    }

    @Test func keepsAttributesInDocumentOrder() throws {
        let document = try VMLParser().parse(#"<A z="1" id="2" a="3"/>"#)
        let element = try #require(document.nodes.first?.element)
        #expect(element.attributes.map(\.name) == ["z", "id", "a"])
    }

    @Test func fillsTheSourceMap() throws {
        let text =
            "<VStack id=\"a\">\n  hello\n  <Text\n    title=\"t\"\n    style=\"padding(8)\">x</Text>\n  <Image systemName=\"star\"/>\n</VStack>"
        let (document, map) = try VMLParser().parseWithSourceMap(text)
        #expect(document.nodes.count == 1)
        let stack = VMLNodePath([.init("VStack", 0)])
        #expect(map.elements[stack] == VMLSourceLocation(line: 1, column: 1))
        #expect(map.attributes[stack]?["id"] == VMLSourceLocation(line: 1, column: 9))
        // "hello" is child 0, so the Text is child 1 and the Image child 2.
        let text1 = stack.appending("Text", 1)
        #expect(map.elements[text1] == VMLSourceLocation(line: 3, column: 3))
        #expect(map.attributes[text1]?["title"] == VMLSourceLocation(line: 4, column: 5))
        #expect(map.attributes[text1]?["style"] == VMLSourceLocation(line: 5, column: 5))
        #expect(map.elements[stack.appending("Image", 2)] == VMLSourceLocation(line: 6, column: 3))
        #expect(map.attributes[stack.appending("Image", 2)]?["systemName"] == VMLSourceLocation(line: 6, column: 10))
    }

    @Test func countsColumnsInCharacters() throws {
        let (_, map) = try VMLParser().parseWithSourceMap("\u{FEFF}<A>e\u{301}👍🏽 <B x=\"1\"/></A>")
        let b = VMLNodePath([.init("A", 0), .init("B", 1)])
        #expect(map.elements[b] == VMLSourceLocation(line: 1, column: 7))
        #expect(map.attributes[b]?["x"] == VMLSourceLocation(line: 1, column: 10))
    }
}

/// Styles repeated in a document are parsed once and shared; the sharing must never change
/// what a style means or hide an error.
@Suite struct StyleCacheTests {
    /// `count` elements whose styles take `styles` in turn, parsed as one document, each checked
    /// against its style parsed alone; returns the document.
    @discardableResult
    private func parsedInTurn(_ styles: [String], count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> VMLDocument {
        let text = (0..<count).map { "<A style=\"\(styles[$0 % styles.count])\"/>" }.joined()
        let document = try VMLParser().parse(text)
        for (index, node) in document.nodes.enumerated() {
            let single = try VMLParser().parse("<A style=\"\(styles[index % styles.count])\"/>")
            #expect(node == single.nodes[0], sourceLocation: sourceLocation)
        }
        return document
    }

    @Test func repeatedStylesParseTheSame() throws {
        try parsedInTurn(
            ["padding(8)", "font(.system(size: 17))", "padding(9)", "navigationTitle(attr(t type(&lt;string&gt;), &quot;x&quot;))"],
            count: 2_000)
    }

    /// A style with references is looked up by its text as written: spellings that decode to
    /// the same text are distinct entries that parse alike, and a bad reference after good ones
    /// still fails where it stands.
    @Test func stylesWithReferencesAreCachedAsWritten() throws {
        let document = try parsedInTurn(
            ["x(&quot;a&quot;)", "x(&#34;a&#34;)", "x(&quot;a&amp;b&quot;)", "x(&quot;a&#38;b&quot;)", "x(&#x22;a&quot;, 1)"],
            count: 1_000)
        #expect(document.nodes[0] == document.nodes[1])
        #expect(document.nodes[2] == document.nodes[3])
        let badLine = "<B style=\"x(&quot;a&quo;)\"/>"
        let error = #expect(throws: VMLParseError.self) {
            try VMLParser().parse(String(repeating: "<A style=\"x(&quot;a&quot;)\"/>", count: 10) + "\n" + badLine)
        }
        let alone = #expect(throws: VMLParseError.self) { try VMLParser().parse(badLine) }
        #expect(error?.location == VMLSourceLocation(line: 2, column: 20))
        #expect(error?.message == alone?.message)
    }

    /// The last few styles are tried first, compared in place: only a whole value read in the same
    /// quote matches one, however many styles take turns.
    @Test func recentStylesMatchWholeValuesOnly() throws {
        let values = [
            #"style="padding(8)""#, #"style="padding(8), x(1)""#, #"style="padding(80)""#, #"style='padding(8)'"#,
            #"style="x(&quot;it's&quot;)""#, #"style='x(&quot;it&apos;s&quot;)'"#, #"style='x(&quot;it's&quot;)'"#,
            #"style="font(.title)""#, #"style="font(.title2)""#, #"style="padding(1)""#, #"style="padding(2)""#,
            #"style="padding(3)""#, #"style="padding(4)""#, #"style="padding(5)""#, #"style="pad(1)""#,
        ]
        // Turns of 7 values (all kept), then of all 15 (each pushed out before it comes back).
        let order = (0..<300).map { $0 % 7 } + (0..<300).map { $0 % values.count } + (0..<300).map { 6 - $0 % 7 }
        let document = try VMLParser().parse(order.map { "<A \(values[$0])/>" }.joined())
        for (node, value) in zip(document.nodes, order) {
            let single = try VMLParser().parse("<A \(values[value])/>")
            #expect(node == single.nodes[0], "\(values[value])")
        }
    }

    /// After many values in a row that match no recent style, the recent styles rest for a while
    /// and then are tried again: values read while they rest, while they wake up and after, each
    /// read as alone.
    @Test func recentStylesRestAndWakeUp() throws {
        let distinct = (0..<300).map { "padding(\($0)), zIndex(1)" }
        let repeated = (0..<1_200).map { ["padding(8)", "font(.title), padding(2)", "x(&quot;a&quot;)"][$0 % 3] }
        let styles = distinct + repeated + distinct.reversed() + repeated
        let document = try VMLParser().parse(styles.map { "<A style=\"\($0)\"/>" }.joined())
        for (node, style) in zip(document.nodes, styles) {
            #expect(node == (try VMLParser().parse("<A style=\"\(style)\"/>")).nodes[0], "\(style)")
        }
    }

    /// Once the style cache stops paying (hundreds of new styles), a value with references is
    /// decoded as it is found; a tab to normalize, a bad reference or a missing quote after that
    /// still reads, or fails, as alone.
    @Test func valuesWithReferencesAfterTheCacheStopsPaying() throws {
        let distinct = (0..<400).map { "<A style=\"x(&quot;\($0)&quot;), zIndex(\($0))\"/>" }.joined()
        let tab = "<B style=\"x(&quot;a&quot;),\tpadding(8)\"/>"
        let document = try VMLParser().parse(distinct + tab)
        #expect(document.nodes.count == 401)
        #expect(document.nodes[400] == (try VMLParser().parse(tab)).nodes[0])
        #expect(document.nodes[399].element?.style == [VMLModifier("x", "399"), VMLModifier("zIndex", 399)])
        for bad in ["<B style=\"x(&quot;a&quo;)\"/>", "<B style=\"x(&quot;a&quot;)/>"] {
            let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(distinct + "\n" + bad) }
            let alone = #expect(throws: VMLParseError.self) { try VMLParser().parse(bad) }
            #expect(error?.location.line == 2, "\(bad)")
            #expect(error?.location.column == alone?.location.column, "\(bad)")
            #expect(error?.message == alone?.message.replacing("opened at 1:", with: "opened at 2:"), "\(bad)")
        }
    }

    @Test func aRepeatedBadStyleStillFails() {
        let text = String(repeating: "<A style=\"padding(8)\"/>", count: 10) + "\n<B style=\"padding(8\"/>"
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(text) }
        #expect(error?.location == VMLSourceLocation(line: 2, column: 20))
    }

    @Test func distinctStylesParseToo() throws {
        var text = ""
        for index in 0..<1_000 { text += "<A style=\"padding(\(index))\"/>" }
        let document = try VMLParser().parse(text)
        #expect(document.nodes.count == 1_000)
        #expect(document.nodes[999].element?.style == [VMLModifier("padding", 999)])
    }

    /// The reader skips plain bytes eight at a time and stops at the first one that matters: a
    /// character written as a reference, or a quote, at every offset of a word (and indentation
    /// of every width, the elements nested deeper and deeper) reads back as it was.
    @Test func charactersAtEveryOffsetReadBack() throws {
        for special in ["&", "\"", "'", "<", ">", "\t", "\n", "é"] {
            try readsBack(special, atEveryOffsetUpTo: 18)
        }
    }

    private func readsBack(_ special: String, atEveryOffsetUpTo limit: Int) throws {
        for offset in 0..<limit {
            let value = String(repeating: "a", count: offset) + special + "z" + special
            var node: VMLNode = .element(
                "Text",
                attributes: ["title": value],
                style: [
                    VMLModifier("navigationTitle", VMLArgument(.string(value))),
                    VMLModifier("zIndex", VMLArgument(.number(Double(offset)))),
                ],
                children: [.text(value)]
            )
            for _ in 0..<offset { node = .element("VStack", children: [node]) }
            let document = VMLDocument([node])
            for format in VMLFormat.allCases {
                let parsed = try VMLParser().parse(try document.serialized(format))
                #expect(parsed == document.canonicalized(), "\(special.debugDescription) at offset \(offset), \(format)")
            }
        }
    }
}

/// The spec's unescaped style form and the permissive style syntax, each equal to its canonical
/// spelling.
@Suite struct StyleFormTests {
    /// A style attribute as written and its canonical spelling (empty when the written form is
    /// refused or canonical already); the row keeps where it was written, so a failure points at
    /// its line.
    struct Case: Sendable, CustomTestStringConvertible {
        let written: String
        let canonical: String
        let sourceLocation: SourceLocation

        init(_ written: String, _ canonical: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.written = written
            self.canonical = canonical
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { written }
    }

    static let cases: [Case] = [
        Case(
            #"style="navigationTitle(attr(title type(<string>), "Untitled"))""#,
            #"style="navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitled&quot;))""#
        ),
        Case(#"style="x("a \"quoted\" <word> &amp; more")""#, #"style="x(&quot;a \&quot;quoted\&quot; &lt;word&gt; &amp; more&quot;)""#),
        Case(#"style='x("it's"), y(1)'"#, #"style="x(&quot;it's&quot;), y(1)""#),
        Case("style=\"x(\"a\",\r\n  \"b\")\"", #"style="x(&quot;a&quot;, &quot;b&quot;)""#),
        Case(#"style="x(&quot;)&quot;, [1,2,],)""#, #"style="x(&quot;)&quot;, [1, 2])""#),
        Case(
            #"style="  padding( .horizontal ,12 ) ,background( Color .blue ),""#,
            #"style="padding(.horizontal, 12), background(Color.blue)""#
        ),
        Case(#"style="x(1_000.5e-1_0, -.25, 2., 1E3, 0x)""#, ""),
        Case(#"style="x(..<5, ...5, 1..., 1...2, 0..<1.5)""#, #"style="x(..&lt;5, ...5, 1..., 1...2, 0..&lt;1.5)""#),
        Case(#"style="x(\#u{0022}\u{1F600}\"\#u{0022})""#, ""),
        Case(
            #"style="x(rgba(255, 0, 0, 0.5), hsla(0, 100%, 50%, 1), rgb(r: 1))""#,
            #"style="x(rgba(255, 0, 0, 0.5), hsla(0, 100%, 50%, 1), rgb(r: 1))""#
        ),
        Case(
            #"style="x(:a, nil, true, false, [], (), (1), (a: 1, 2), attr(a), attr(b,))""#,
            #"style="x(:a, nil, true, false, [], (), (1), (a: 1, 2), attr(a), attr(b))""#
        ),
        Case(#"style="  ""#, ""),
        // Simple modifiers (numbers and implicit members) kept as written only when canonical.
        Case(
            #"style="zIndex(7.0), frame(width: 24,height: 2.50), padding(.horizontal, 012)""#,
            #"style="zIndex(7), frame(width: 24, height: 2.5), padding(.horizontal, 12)""#
        ),
        Case(#"style="x(-0), y(1e3), z(0.1235), w(-0.5), v()""#, #"style="x(0), y(1000), z(0.1235), w(-0.5), v()""#),
        Case(#"style="x(true), y(nil), z(.infinity), u(a: .b, c: 3)""#, #"style="x(true), y(nil), z(.infinity), u(a: .b, c: 3)""#),
        Case(
            #"style="zIndex(7), font(.system(size: 17)), x(1),y(2) , z(.a)""#,
            #"style="zIndex(7), font(.system(size: 17)), x(1), y(2), z(.a)""#
        ),
        Case(#"style="x(1, "s"), y(.a.b), w(1)""#, #"style="x(1, &quot;s&quot;), y(.a.b), w(1)""#),
        Case(#"style="x(1)y(2)""#, ""),
        Case(#"style="x(true: 1)""#, ""),
        Case(#"style="x(.nil)""#, ""),
    ]

    /// Random modifiers of numbers and members, each number spelled canonically or not: the
    /// style reads as the values (read back through the style parser) and writes as their
    /// canonical text, whether the reader kept the text as written or parsed it.
    @Test func simpleModifiersReadAsTheirValues() throws {
        var generator = SeededGenerator(seed: 0x5EED_0015)
        let spellings: [(String, Double)] = [
            ("7", 7), ("7.0", 7), ("07", 7), ("-0", 0), ("0.5", 0.5), (".5", 0.5), ("0.50", 0.5), ("1e3", 1000),
            ("-12.25", -12.25), ("1_000", 1000), ("0.1235", 0.1235), ("1000000000.5", 1_000_000_000.5), ("24", 24),
        ]
        let names = ["zIndex", "frame", "padding", "offset", "x"]
        let labels = ["width", "height", "x", "y", "radius"]
        for round in 0..<500 {
            var written: [String] = []
            var modifiers: [VMLModifier] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var arguments: [VMLArgument] = []
                var argumentTexts: [String] = []
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    let label = Bool.random(using: &generator) ? labels.randomElement(using: &generator) : nil
                    let value: VMLExpression
                    let text: String
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        value = .implicitMember("leading")
                        text = ".leading"
                    } else {
                        let spelling = spellings.randomElement(using: &generator) ?? ("7", 7)
                        value = .number(spelling.1)
                        text = spelling.0
                    }
                    arguments.append(VMLArgument(label, value))
                    argumentTexts.append((label.map { "\($0): " } ?? "") + text)
                }
                let name = names.randomElement(using: &generator) ?? "x"
                modifiers.append(VMLModifier(name, arguments: arguments))
                written.append("\(name)(\(argumentTexts.joined(separator: ", ")))")
            }
            let text = written.joined(separator: ", ")
            let document = try VMLParser().parse("<A style=\"\(text)\" n=\"\(round)\"/>")
            let expected = VMLDocument([.element("A", attributes: ["n": "\(round)"], style: VMLStyle(modifiers))])
            #expect(document.nodes.first?.element?.style.modifiers == modifiers, "\(text)")
            #expect(try document.serialized(.compact) == expected.serialized(.compact), "\(text)")
        }
    }

    @Test(arguments: cases)
    func readsLikeItsCanonicalSpelling(_ row: Case) throws {
        let (written, canonical) = (row.written, row.canonical)
        let parser = VMLParser()
        let parsedResult = Result { try parser.parse("<A \(written)/>") }
        if canonical.isEmpty {
            // These are either refused with a message or canonical already; never a crash.
            if case .success(let document) = parsedResult {
                let text = try document.serialized(.compact)
                #expect(try parser.parse(text).serialized(.compact) == text, sourceLocation: row.sourceLocation)
            }
            return
        }
        let document = try #require(try? parsedResult.get(), "\(parsedResult)", sourceLocation: row.sourceLocation)
        #expect(try document.serialized(.compact) == "<A \(canonical)/>", sourceLocation: row.sourceLocation)
    }

    @Test func readsNumbersExactly() throws {
        let document = try VMLParser().parse(#"<A style="x(1_000.5e-1, -.25, 2., 1E3, 0.1, 123456789012345678901234567890, 5e-324)"/>"#)
        let values = document.nodes[0].element?.style.modifiers[0].arguments.map(\.value)
        #expect(
            values == [
                .number(100.05), .number(-0.25), .number(2), .number(1000), .number(0.1), .number(1.2345678901234568e29),
                .number(.leastNonzeroMagnitude),
            ])
    }
}
