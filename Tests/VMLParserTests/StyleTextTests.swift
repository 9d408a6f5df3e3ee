import Testing
@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser
import VMLTestSupport

/// Styles held as canonical text (what the parser and the DSL make): the same value as the
/// modifiers they were written from, compared, hashed and serialized alike, and never made from
/// modifiers whose text would read back as something else.
@Suite struct StyleTextTests {
    /// A modifier name or label the DSL spells as a literal is written as the same name as a
    /// string, and collected as the same value when the style is held as values.
    @Test func literalNamesWriteWhatStringNamesWrite() {
        var literal = VMLStyle()
        literal.appendModifier(named: .literal("frame")) {
            $0.argument(literal: "width", 24)
            $0.argument(literal: nil, .member("leading"))
        }
        var string = VMLStyle()
        string.appendModifier(named: "frame") {
            $0.argument("width", 24)
            $0.argument(nil, .member("leading"))
        }
        #expect(literal.isHeldAsText)
        #expect(literal == string)
        #expect(literal.modifiers == [VMLModifier("frame", VMLArgument("width", 24), VMLArgument(.member("leading")))])

        var collector = VMLModifierWriter()
        collector.argument(literal: "width", 24)
        collector.argument(literal: nil, 8)
        #expect(collector.arguments == [VMLArgument("width", 24), VMLArgument(nil, 8)])
    }

    /// A literal label does not skip the gradient rule: stops it rewrites keep the style as values,
    /// as with a string label, and are written as colors.
    @Test func aLiteralLabelKeepsTheGradientRule() throws {
        let stops: VMLExpression = [
            .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
            .call("Gradient.Stop", .labeled("color", .member("blue")), .labeled("location", 1)),
        ]
        var literal = VMLStyle()
        literal.appendModifier(named: .literal("background")) {
            $0.argument(literal: "stops", stops)
        }
        var string = VMLStyle()
        string.appendModifier(named: "background") { $0.argument("stops", stops) }
        #expect(!literal.isHeldAsText)
        #expect(literal.modifiers == string.modifiers)
        let written = try VMLDocument([.element(VMLNode.Element("Rectangle", style: literal))]).serialized()
        #expect(written == "<Rectangle style=\"background(colors: [.red, .blue])\"/>\n")
    }

    /// Every element of `nodes`, depth first.
    static func elements(_ nodes: [VMLNode]) -> [VMLNode.Element] {
        var result: [VMLNode.Element] = []
        var pending = nodes
        while let node = pending.popLast() {
            guard case .element(let element) = node else { continue }
            result.append(element)
            pending.append(contentsOf: element.children)
        }
        return result
    }

    /// The modifiers `text` (a style's canonical text, as it stands in `style="…"`) reads as with
    /// the parser's grammar, as values: the text decoded as an attribute value, then read as one
    /// array of calls, `[name(…), …]`. `nil` for a modifier named like a CSS color function,
    /// which an expression reads as a color.
    static func parsedModifiers(_ text: String) throws -> [VMLModifier]? {
        let document = try VMLParser().parse(#"<A a="\#(text)"/>"#)
        let decoded = try #require(document.nodes.first?.element?.attributes.first?.value)
        guard case .array(let calls) = try VMLParser().parseExpression("[" + decoded + "]") else { return [] }
        var modifiers: [VMLModifier] = []
        for call in calls {
            guard case .call(let call) = call, case .identifier(let name) = call.callee else { return nil }
            modifiers.append(VMLModifier(name, arguments: call.arguments))
        }
        return modifiers
    }

    /// The core reads a style's canonical text back (`StyleTextReader`, the writer's inverse) as
    /// the parser's grammar reads it: over random styles and every fixture's.
    @Test(arguments: 0..<4)
    func theCoreReadsStyleTextAsTheParserDoes(_ batch: Int) throws {
        var compared = 0
        var styles: [(VMLStyle, String)] = []
        for index in 0..<150 {
            let seed = UInt64(50_000 + batch * 150 + index)
            var generator = RandomTreeGenerator(seed: seed)
            for element in Self.elements(generator.document().nodes) {
                styles.append((element.style.heldAsText(), "seed \(seed)"))
            }
        }
        if batch == 0 {
            for name in SpecFixtures.inputs(in: "spec") {
                guard let document = try? VMLParser().parse(SpecFixtures.read("spec", name + ".vml")) else { continue }
                styles += Self.elements(document.nodes).map { ($0.style, name) }
            }
        }
        for (style, source) in styles {
            guard let text = style.heldText, let parsed = try Self.parsedModifiers(text) else { continue }
            compared += 1
            #expect(style.modifiers == parsed, "\(source): \(text)")
        }
        #expect(compared > 150)
    }

    /// Modifiers whose canonical text reads back as a different value stay held as values.
    static let changedByTheirText: [ValueCase<VMLModifier>] = [
        ValueCase(VMLModifier("foregroundColor", VMLArgument(.hex("#FF0000")))),
        ValueCase(VMLModifier("fill", VMLArgument(.call("rgb", 255, 0, 0)))),
        ValueCase(VMLModifier("navigationTitle", "a\u{1}b")),
        ValueCase(
            VMLModifier(
                "background",
                VMLArgument(
                    .call(
                        "LinearGradient",
                        .labeled(
                            "stops",
                            [
                                .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
                                .call("Gradient.Stop", .labeled("color", .member("blue")), .labeled("location", 1)),
                            ]))))),
        ValueCase(VMLModifier("padding", VMLArgument(.number(.infinity)))),
        ValueCase(VMLModifier("bad name", 8)),
    ]

    @Test(arguments: changedByTheirText)
    func modifiersWhoseTextChangesThemStayValues(_ row: ValueCase<VMLModifier>) {
        var style = VMLStyle()
        style.append(row.value)
        #expect(!style.isHeldAsText, sourceLocation: row.sourceLocation)
        #expect(style.modifiers == [row.value], sourceLocation: row.sourceLocation)
        // Appending to a text style moves it to values, keeping what it held.
        var mixed = VMLStyle()
        mixed.append(VMLModifier("padding", 8))
        #expect(mixed.isHeldAsText, sourceLocation: row.sourceLocation)
        mixed.append(row.value)
        #expect(!mixed.isHeldAsText, sourceLocation: row.sourceLocation)
        #expect(mixed.modifiers == [VMLModifier("padding", 8), row.value], sourceLocation: row.sourceLocation)
    }

    @Test func parsedStylesAreHeldAsTextAndShared() throws {
        let text = #"<VStack><Text style="padding(8), font(.title)">a</Text><Text style="padding(8), font(.title)">b</Text></VStack>"#
        let document = try VMLParser().parse(text)
        let texts = Self.elements(document.nodes).filter { $0.name == "Text" }
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.style.isHeldAsText })
        #expect(texts[0].style.storageKey == texts[1].style.storageKey)
        #expect(texts[0].style.modifiers == [VMLModifier("padding", 8), VMLModifier("font", VMLArgument(.member("title")))])
        #expect(try document.serialized(.compact) == text)
    }

    /// Canonicalizing a tree keeps each style held as text as it is (its text is canonical), not
    /// read back into values: the canonical tree shares the text, and is what parsing the written
    /// text gives.
    @Test func canonicalizingKeepsTextStylesAsTheyAre() throws {
        let text =
            #"<VStack><Text b="2" a="1" style="padding(8), foregroundColor(#ff0000)">a</Text>"#
            + #"<Text style="zIndex(-1)">b</Text></VStack>"#
        let document = try VMLParser().parse(text)
        let canonical = document.canonicalized()
        let before = Self.elements(document.nodes).filter { $0.name == "Text" }
        let after = Self.elements(canonical.nodes).filter { $0.name == "Text" }
        #expect(after.count == 2)
        #expect(after.allSatisfy { $0.style.isHeldAsText })
        #expect(zip(before, after).allSatisfy { $0.style.storageKey == $1.style.storageKey })
        #expect(after.filter { !$0.attributes.isEmpty }.map { $0.attributes.map(\.name) } == [["a", "b"]])
        #expect(try canonical == VMLParser().parse(document.serialized()))
        #expect(
            try canonical.serialized(.compact)
                == #"<VStack><Text a="1" b="2" style="padding(8), foregroundColor(#ff0000)">a</Text>"#
                + #"<Text style="zIndex(-1)">b</Text></VStack>"#)
    }

    @Test func textStylesReportTheirBindingsAndSymbols() throws {
        let document = try VMLParser().parse(
            #"<Text title="t" a="x" style="navigationTitle(attr(title type(<string>), &quot;U&quot;)), background(:bg)">a</Text>"#)
        let style = try #require(document.nodes.first?.element?.style)
        #expect(style.isHeldAsText)
        #expect(style.attrReferences == ["title"])
        #expect(style.mayHoldReferences)
        // `title` is referenced, so it is written after `a`.
        #expect(try document.serialized(.compact).hasPrefix(#"<Text a="x" title="t" style=""#))
    }

    /// Styles read a modifier at a time (each modifier's text parsed once per document, then
    /// reused): the same canonical text and values as a style read whole, whatever spacing,
    /// strings or brackets the modifiers hold.
    static let stylesReadByModifier: [ValueCase<(style: String, canonical: String)>] = [
        ValueCase(("padding(8),font(.title)", "padding(8), font(.title)")),
        ValueCase(("  padding( 8 ) ,\n font(.title),  ", "padding(8), font(.title)")),
        ValueCase(("navigationTitle(&quot;a), b(&quot;), padding(8)", "navigationTitle(&quot;a), b(&quot;), padding(8)")),
        ValueCase(("navigationTitle(&quot;a\\&quot;)&quot;), padding(8)", "navigationTitle(&quot;a\\&quot;)&quot;), padding(8)")),
        ValueCase(("frame(width: f([1, (2)])), padding(8)", "frame(width: f([1, (2)])), padding(8)")),
        ValueCase(("foregroundColor(#FF0000), padding(8)", "foregroundColor(#ff0000), padding(8)")),
        ValueCase(("lineLimit(2...4), padding(.horizontal, 1.50)", "lineLimit(2...4), padding(.horizontal, 1.5)")),
    ]

    @Test(arguments: stylesReadByModifier)
    func stylesReadByModifierMatchStylesReadWhole(_ row: ValueCase<(style: String, canonical: String)>) throws {
        // Three rows, so each modifier is seen, then stored, then taken from the modifier cache.
        let rows = (0..<3).map { #"<Text style="zIndex(\#($0)), \#(row.value.style)">r</Text>"# }.joined()
        let document = try VMLParser().parse("<VStack>\(rows)</VStack>")
        let expected = (0..<3).map { #"<Text style="zIndex(\#($0)), \#(row.value.canonical)">r</Text>"# }.joined()
        #expect(try document.serialized(.compact) == "<VStack>\(expected)</VStack>", sourceLocation: row.sourceLocation)
        let first = try #require(document.nodes.first?.element?.children.first?.element)
        let alone = try VMLParser().parse(#"<Text style="zIndex(0), \#(row.value.style)">r</Text>"#)
        #expect(first.style.modifiers == alone.nodes.first?.element?.style.modifiers, sourceLocation: row.sourceLocation)
    }

    /// Hashing reads the modifiers' names from the text: strings and brackets holding `, ` and
    /// `(` do not move it, and a text style hashes as its values do.
    @Test(arguments: stylesReadByModifier)
    func aTextStyleHashesAsItsValues(_ row: ValueCase<(style: String, canonical: String)>) throws {
        let document = try VMLParser().parse(#"<Text style="navigationTitle(&quot;x, y(\&quot;, &quot;), \#(row.value.style)">a</Text>"#)
        let style = try #require(document.nodes.first?.element?.style)
        #expect(style.hashValue == VMLStyle(style.modifiers).hashValue, sourceLocation: row.sourceLocation)
        #expect(style == VMLStyle(style.modifiers), sourceLocation: row.sourceLocation)
        var other = style.modifiers
        other.append(VMLModifier("padding", 1))
        #expect(style != VMLStyle(other), sourceLocation: row.sourceLocation)
    }

    @Test func aStyleOverTheValueLimitIsStillRefused() {
        let style = Array(repeating: "padding(8)", count: 20).joined(separator: ", ")
        let text = #"<Text style="\#(style)">a</Text><Text style="\#(style)">b</Text>"#
        #expect(throws: VMLParseError.self) {
            try VMLParser(options: VMLParser.Options(maximumValueBytes: 100)).parse(text)
        }
    }

    /// A modifier's canonical text written on the stack (what the parser copies for a modifier it
    /// reads for the first time) is the text and flags a style of that modifier holds, however
    /// long; a modifier whose text would read back as something else gives none.
    @Test func aModifiersTextOnTheStackIsAStylesText() {
        let modifiers = [
            VMLModifier("padding", 8),
            VMLModifier("navigationTitle", VMLArgument(.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled")))),
            VMLModifier("foregroundStyle", VMLArgument(.symbol("accent"))),
            VMLModifier("x", VMLArgument(.string(String(repeating: "long & \"quoted\" ", count: 40)))),
            VMLModifier("x", VMLArgument(.string(String(repeating: "a", count: 70_000)))),
        ]
        for modifier in modifiers {
            var written: ([UInt8], UInt8)?
            #expect(VMLStyle.withCanonicalBytes(of: modifier) { text, flags in written = (Array(text), flags) })
            var held: ([UInt8], UInt8)?
            let style = VMLStyle([modifier]).heldAsText()
            _ = style.withCanonicalBytes { text, flags in held = (Array(text), flags) }
            #expect(written?.0 == held?.0, "\(modifier.name)")
            #expect(written?.1 == held?.1, "\(modifier.name)")
            #expect(held != nil, "\(modifier.name)")
        }
        #expect(!VMLStyle.withCanonicalBytes(of: VMLModifier("padding", VMLArgument(.number(.nan)))) { _, _ in })
        #expect(!VMLStyle.withCanonicalBytes(of: VMLModifier("nil", 1)) { _, _ in })
    }
}
