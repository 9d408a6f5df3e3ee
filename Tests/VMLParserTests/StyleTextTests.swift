import Testing
@_spi(VMLInternals) import VMLCore
@_spi(VMLInternals) import VMLParser
import VMLTestSupport

/// Styles held as canonical text (what the parser and the DSL make): the same value as the
/// modifiers they were written from, compared, hashed and serialized alike, and never made from
/// modifiers whose text would read back as something else.
@Suite struct StyleTextTests {
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
                let text = style.heldAsText(reader: StyleTextReading.read)
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
        style.append(row.value, reader: StyleTextReading.read)
        #expect(!style.isHeldAsText, sourceLocation: row.sourceLocation)
        #expect(style.modifiers == [row.value], sourceLocation: row.sourceLocation)
        // Appending to a text style moves it to values, keeping what it held.
        var mixed = VMLStyle()
        mixed.append(VMLModifier("padding", 8), reader: StyleTextReading.read)
        #expect(mixed.isHeldAsText, sourceLocation: row.sourceLocation)
        mixed.append(row.value, reader: StyleTextReading.read)
        #expect(!mixed.isHeldAsText, sourceLocation: row.sourceLocation)
        #expect(mixed.modifiers == [VMLModifier("padding", 8), row.value], sourceLocation: row.sourceLocation)
    }

    @Test func parsedStylesAreHeldAsTextAndShared() throws {
        let text = #"<VStack><Text style="padding(8), font(.title)">a</Text><Text style="padding(8), font(.title)">b</Text></VStack>"#
        let document = try VMLParser().parse(text)
        let texts = Self.elements(document.nodes).filter { $0.name == "Text" }
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.style.isHeldAsText })
        #expect(texts[0].style.storageIdentity == texts[1].style.storageIdentity)
        #expect(texts[0].style.modifiers == [VMLModifier("padding", 8), VMLModifier("font", VMLArgument(.member("title")))])
        #expect(try document.serialized(.compact) == text)
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
}
