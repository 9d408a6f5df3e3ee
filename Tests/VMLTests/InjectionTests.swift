import Testing
import VML
import VMLParser
import VMLTestSupport

/// No string given to the DSL changes the structure of the output: text, attribute values,
/// modifier strings, names and template names come back from the parser exactly as built
/// (forbidden characters aside, the one lossy rule), and names that are not valid are never
/// written (`renderVML()` throws).
@Suite struct InjectionTests {
    /// Strings an attacker would try: markup, entity, style and template syntax, controls,
    /// invisible and bidi characters. (A megabyte of them round-trips in release:
    /// Tests/VMLStress/DSLStress.swift, `swift run -c release vml-stress`.)
    static let hostile: [ValueCase<String>] = [
        ValueCase("\""), ValueCase("'"), ValueCase("<"), ValueCase(">"), ValueCase("&"), ValueCase("\"/>"), ValueCase("\"><Button>"),
        ValueCase("</Text><Button/>"), ValueCase("-->"), ValueCase("<!--"), ValueCase("]]>"), ValueCase("<![CDATA["),
        ValueCase("), padding(99"), ValueCase("\"), padding(99), x(\""), ValueCase(":bg"), ValueCase("attr(x)"), ValueCase("attr("),
        ValueCase("&amp;"), ValueCase("&#0;"), ValueCase("&#xFEFF;"), ValueCase("&lt;"), ValueCase("\\"),
        ValueCase("\\\""), ValueCase("\\n"), ValueCase("a\nb"), ValueCase("\r\n"), ValueCase("\t"), ValueCase(" "), ValueCase("  edge  "),
        ValueCase("\0"), ValueCase("\u{1}"), ValueCase("\u{1B}]0;title\u{7}"), ValueCase("\u{7F}"), ValueCase("\u{FEFF}"),
        ValueCase("\u{FEFF}x"), ValueCase("\u{2028}"), ValueCase("\u{2029}"), ValueCase("\u{202E}gnp.exe"), ValueCase("\u{2066}"),
        ValueCase("\u{200B}"), ValueCase("\u{FFFE}"), ValueCase("\u{FFFF}"), ValueCase("\u{FFFD}"),
        ValueCase("e\u{301}"), ValueCase("😀"), ValueCase("<!doctype swiftui+vml>"), ValueCase("<?xml version=\"1.0\"?>"),
        ValueCase("style=\"x\""), ValueCase("template=\"bg\""), ValueCase(""),
    ]

    /// A long hostile string: never a name.
    static let long: [ValueCase<String>] = [ValueCase(String(repeating: "<&\"", count: 350_000))]

    /// Hostile pieces glued together at random (seeded, so a failure reproduces).
    static let combined: [ValueCase<String>] = {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = hostile.map(\.value)
        return (0..<200).map { _ in ValueCase((0..<(1 + next(5))).map { _ in pieces[next(pieces.count)] }.joined()) }
    }()

    /// What a string becomes after the one lossy rule: XML-forbidden characters as U+FFFD.
    static func lossy(_ string: String) -> String {
        String(
            String.UnicodeScalarView(
                string.unicodeScalars.map { scalar in
                    let value = scalar.value
                    let forbidden = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE || value == 0xFFFF
                    return forbidden ? "\u{FFFD}" : scalar
                }
            ))
    }

    /// The tree with every string passed through the lossy rule.
    static func expected(_ nodes: [VMLNode]) -> VMLDocument {
        func map(_ node: VMLNode) -> VMLNode {
            switch node {
            case .text(let text):
                return .text(lossy(text))
            case .element(var element):
                element.attributes = element.attributes.map { VMLAttribute($0.name, lossy($0.value)) }
                element.style.modifiers = element.style.modifiers.map { modifier in
                    VMLModifier(
                        modifier.name,
                        arguments: modifier.arguments.map { argument in
                            guard case .string(let string) = argument.value else { return argument }
                            return VMLArgument(argument.label, .string(lossy(string)))
                        })
                }
                element.children = element.children.map(map)
                return .element(element)
            }
        }
        return VMLDocument(nodes.map(map)).canonicalized()
    }

    static func assertRoundTrip(_ view: some VmlView, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let built = view.vmlNodes
        for format in VMLFormat.allCases {
            let text = try view.renderVML(format)
            let parsed = try VMLParser(options: .init(maximumInputBytes: nil)).parse(text)
            #expect(parsed.canonicalized() == expected(built), "\(format)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: hostile + combined)
    func textAttributeValuesAndStyleStringsComeBackAsBuilt(_ row: ValueCase<String>) throws {
        let string = row.value
        try Self.assertRoundTrip(
            VmlVStack {
                VmlText(string)
                    .attribute("note", string)
                    .navigationTitle(string)
                VmlText(verbatim: string + "|" + string)
                VmlElement("Card", attributes: ["title": string])
            },
            sourceLocation: row.sourceLocation
        )
    }

    /// A name is written only when it is a valid name; otherwise rendering throws and nothing of
    /// the document is written.
    static let validNames: [ValueCase<String>] = [
        ValueCase("Card"), ValueCase("Gauge.Label"), ValueCase("data-id"), ValueCase("phx-click"), ValueCase("bg"), ValueCase("_x9"),
    ]

    @Test(arguments: hostile + combined + validNames + long)
    func namesAreWrittenOnlyWhenValid(_ row: ValueCase<String>) throws {
        let name = row.value
        let views: [(view: VmlContent, valid: Bool)] = [
            (VmlElement(name).vmlContent, VMLName.isElementName(name)),
            (VmlText("a").attribute(name, "v").vmlContent, VMLName.isAttributeName(name) && name != "style"),
            (VmlText("a").template(name).vmlContent, VMLName.isIdentifier(name)),
            (VmlText("a").modifier(named: name).vmlContent, VMLName.isStyleName(name)),
            (VmlText("a").modifier(named: "m", VMLArgument(.symbol(name))).vmlContent, VMLName.isStyleName(name)),
        ]
        for (view, valid) in views {
            if valid {
                try Self.assertRoundTrip(view, sourceLocation: row.sourceLocation)
            } else {
                var buffer: [UInt8] = []
                #expect(throws: VMLSerializationError.self, sourceLocation: row.sourceLocation) { try view.renderVML(into: &buffer) }
                #expect(buffer.isEmpty, sourceLocation: row.sourceLocation)
            }
        }
    }
}
