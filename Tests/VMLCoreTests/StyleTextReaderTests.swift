import Testing
@_spi(VMLInternals) import VMLCore
import VMLTestSupport

/// A style held as text reads back, in the core, as the values it was written from: the core
/// reads what its writer writes (`StyleTextReader`), with no reader handed over by another module.
/// (That it reads as the parser does is checked in VMLParserTests, `StyleTextTests`.)
@Suite struct StyleTextReaderTests {
    /// Every kind of expression, each spelling the writer has for it.
    static let modifiers: [ValueCase<VMLModifier>] = [
        ValueCase(VMLModifier("bold")),
        ValueCase(VMLModifier("padding", 8)),
        ValueCase(VMLModifier("padding", VMLArgument(.member("horizontal")), VMLArgument(-12.5))),
        ValueCase(VMLModifier("frame", VMLArgument("width", 24), VMLArgument("height", 0.125))),
        ValueCase(VMLModifier("offset", VMLArgument("x", .number(1e16)), VMLArgument("y", .number(-1.5e-7)))),
        ValueCase(VMLModifier("x", VMLArgument(.number(0.1 + 0.2)), VMLArgument(.number(.greatestFiniteMagnitude)))),
        ValueCase(VMLModifier("x", VMLArgument(.number(.leastNonzeroMagnitude)), VMLArgument(.number(123_456_789.123)))),
        ValueCase(VMLModifier("rotationEffect", VMLArgument(.angle(degrees: -90)))),
        ValueCase(VMLModifier("navigationTitle", "Hi")),
        ValueCase(VMLModifier("navigationTitle", VMLArgument(.string("a \"quoted\" \\ & <b> 'x'\n\r\t日本 👍🏽 \u{FEFF}")))),
        ValueCase(VMLModifier("navigationTitle", VMLArgument(.string("")))),
        ValueCase(VMLModifier("disabled", VMLArgument(.boolean(true)), VMLArgument(.boolean(false)), VMLArgument(.null))),
        ValueCase(VMLModifier("foregroundColor", VMLArgument(.hex("ff0000")), VMLArgument(.hex("12345678")))),
        ValueCase(
            VMLModifier(
                "fill",
                VMLArgument(.color(.function(.rgb, [.init(255), .init(0), .init(0)]))),
                VMLArgument(.color(.function(.hsla, [.init(120), .init(50, percent: true), .init(50, percent: true), .init(0.5)]))),
                VMLArgument(.color(.function(.rgba, []))))),
        ValueCase(VMLModifier("fill", VMLArgument(.call("rgb", .labeled("red", 1), 2, 3)))),
        ValueCase(VMLModifier("background", VMLArgument(.symbol("bg")))),
        ValueCase(
            VMLModifier(
                "navigationTitle",
                VMLArgument(.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled"))),
                VMLArgument(.attr(VMLAttrBinding("count"))),
                VMLArgument(.attr(VMLAttrBinding("size", fallback: .array([1, .attr(VMLAttrBinding("inner"))])))))),
        ValueCase(VMLModifier("x", VMLArgument(.array([])), VMLArgument(.array([1, "a", .member("b")])))),
        ValueCase(VMLModifier("x", VMLArgument(.tuple([])), VMLArgument(.tuple([VMLArgument("a", 1), VMLArgument(2)])))),
        ValueCase(
            VMLModifier(
                "lineLimit",
                VMLArgument(.range(.closed(2, 4))),
                VMLArgument(.range(.halfOpen(0, .member("count")))),
                VMLArgument(.range(.from(-1))),
                VMLArgument(.range(.through(.implicitMember("max")))),
                VMLArgument(.range(.upTo(-5))),
                VMLArgument(.range(.closed(.number(1), .implicitMember("a")))))),
        ValueCase(VMLModifier("font", VMLArgument(.path("Font.title.bold")), VMLArgument(.identifier("deg")))),
        ValueCase(VMLModifier("foregroundStyle", VMLArgument(.call(.member(.implicitMember("blue"), "opacity"), [0.5])))),
        ValueCase(VMLModifier("x", VMLArgument(.call(.member(.string("s"), "count"), [])), VMLArgument(.member(.null, "attr")))),
        ValueCase(VMLModifier("e", VMLArgument("type", .identifier("e")), VMLArgument("deg", .number(5)))),
    ]

    @Test(arguments: modifiers)
    func aModifierReadsBackAsWritten(_ row: ValueCase<VMLModifier>) {
        var style = VMLStyle()
        let heldAsText = style.append(row.value)
        #expect(heldAsText, sourceLocation: row.sourceLocation)
        #expect(style.modifiers == [row.value], sourceLocation: row.sourceLocation)
        // After another modifier, in a style of several.
        var several = VMLStyle()
        several.append(VMLModifier("padding", 8))
        several.append(row.value)
        several.append(VMLModifier("zIndex", 1))
        #expect(several.isHeldAsText, sourceLocation: row.sourceLocation)
        #expect(several.modifiers == [VMLModifier("padding", 8), row.value, VMLModifier("zIndex", 1)], sourceLocation: row.sourceLocation)
    }

    /// Text the writer does not write: other spacing, a trailing comma, a number or a string
    /// spelled another way, `attr` or a literal where a name goes, text cut short.
    static let notWritten: [ValueCase<String>] = [
        ValueCase("padding( 8 )"), ValueCase("padding(8),font(.title)"), ValueCase("padding(8), "), ValueCase("padding(8,)"),
        ValueCase("padding(.5)"), ValueCase("x(&quot;a)"), ValueCase("x(\\q)"), ValueCase("attr(a)"), ValueCase("nil(1)"),
        ValueCase("padding(8"), ValueCase("x(1...2...3)"), ValueCase("x(8px)"), ValueCase("x(#fff)"), ValueCase("x(:1)"),
        ValueCase("x(a:1)"), ValueCase("x([1, ])"), ValueCase("x(rgb(1%, y))"),
    ]

    @Test(arguments: notWritten)
    func textTheWriterDoesNotWriteIsNotRead(_ row: ValueCase<String>) {
        #expect(ByteView.with(row.value) { StyleTextReader.modifiers(in: $0) } == nil, sourceLocation: row.sourceLocation)
    }

    @Test func aTextStyleReadsBackItsModifiers() {
        let style = ByteView.with(Array("\u{0}padding(8), font(.title)".utf8)) { VMLStyle(flaggedCanonicalText: $0) }
        #expect(style.isHeldAsText)
        #expect(style.modifiers == [VMLModifier("padding", 8), VMLModifier("font", VMLArgument(.member("title")))])
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

    @Test(arguments: 0..<4)
    func randomStylesReadBackAsTheirModifiers(_ batch: Int) throws {
        var held = 0
        var styles = 0
        for index in 0..<150 {
            let seed = UInt64(50_000 + batch * 150 + index)
            var generator = RandomTreeGenerator(seed: seed)
            for element in Self.elements(generator.document().nodes) where !element.style.isEmpty {
                let style = element.style
                let text = style.heldAsText()
                styles += 1
                if text.isHeldAsText { held += 1 }
                #expect(text.modifiers == style.modifiers, "seed \(seed)")
                #expect(text == style && style == text, "seed \(seed)")
                #expect(text.hashValue == style.hashValue, "seed \(seed)")
                var asText = element
                asText.style = text
                let expected = try? VMLDocument([.element(element)]).serialized(.compact)
                #expect(try VMLDocument([.element(asText)]).serialized(.compact) == expected, "seed \(seed)")
            }
        }
        // Most random styles have a text that reads back; a change that stopped holding them as
        // text would pass the checks above trivially.
        #expect(styles > 300)
        #expect(held * 2 > styles, "\(held) of \(styles) styles held as text")
    }

    /// Text nested as deep as the writer holds as text reads back; one level deeper is held as
    /// values, and its text, handed over as canonical, is not read.
    @Test func textNestedToTheWritersLimitReadsBack() throws {
        func nested(_ levels: Int) -> VMLExpression {
            var expression: VMLExpression = 1
            for _ in 0..<levels { expression = .array([expression]) }
            return expression
        }
        let deepest = VMLModifier("x", VMLArgument(nested(63)))
        var style = VMLStyle()
        let heldAsText = style.append(deepest)
        #expect(heldAsText)
        #expect(style.modifiers == [deepest])
        var deeper = VMLStyle()
        let deeperHeldAsText = deeper.append(VMLModifier("x", VMLArgument(nested(64))))
        #expect(!deeperHeldAsText)
        let text = try #require(style.heldText)
        #expect(ByteView.with("x([" + text.dropFirst(2).dropLast() + "])") { StyleTextReader.modifiers(in: $0) } == nil)
    }

    /// Reading text cut short anywhere, or missing any one byte, gives modifiers or `nil`, and
    /// never reads outside the text (a checked read would stop the test).
    @Test func textCutOrMissingAByteIsReadWithinItsBytes() {
        var generator = RandomTreeGenerator(seed: 7)
        var texts: [[UInt8]] = []
        for element in Self.elements(generator.document().nodes) {
            if let text = element.style.heldAsText().heldText { texts.append(Array(text.utf8)) }
        }
        texts += Self.modifiers.compactMap { VMLStyle([$0.value]).heldAsText().heldText.map { Array($0.utf8) } }
        var read = 0
        for text in texts {
            for end in 0...text.count {
                if ByteView.with(Array(text[..<end]), StyleTextReader.modifiers(in:)) != nil { read += 1 }
            }
            for missing in text.indices {
                var cut = text
                cut.remove(at: missing)
                if ByteView.with(cut, StyleTextReader.modifiers(in:)) != nil { read += 1 }
            }
        }
        #expect(texts.count > 20)
        #expect(read > texts.count)
    }

    /// The spec's examples, their styles held as text.
    @Test func theSpecsStylesReadBack() {
        var held = 0
        for example in SpecExamples.all {
            for element in Self.elements(example.nodes) where !element.style.isEmpty {
                let text = element.style.heldAsText()
                if text.isHeldAsText { held += 1 }
                #expect(text.modifiers == element.style.modifiers, "\(example.name)")
            }
        }
        #expect(held > 20)
    }

    /// A style holds no reader: reading one back on another thread, many times over, reads the
    /// same modifiers each time.
    @Test func readingAStyleManyTimesOnAnotherThreadReadsItEachTime() async {
        let style = ByteView.with(Array("\u{0}padding(8)".utf8)) { VMLStyle(flaggedCanonicalText: $0) }
        let last = await Task.detached {
            var modifiers: [VMLModifier] = []
            for _ in 0..<10_000 { modifiers = style.modifiers }
            return modifiers
        }.value
        #expect(last == [VMLModifier("padding", 8)])
    }

    #if DEBUG
        /// Text the writer would not write, handed over as canonical, stops a debug build when read
        /// back (a release build reads it as no modifiers).
        @Test func textTheReaderCannotReadStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let style = ByteView.with(Array("\u{0}padding( 8 )".utf8)) { VMLStyle(flaggedCanonicalText: $0) }
                _ = style.modifiers
            }
        }
    #endif
}
