import Testing
import VML
import VMLParser

/// No string given to the DSL changes the structure of the output: text, attribute values,
/// modifier strings, names and template names come back from the parser exactly as built
/// (forbidden characters aside, the one lossy rule), and names that are not valid are never
/// written (`renderVML()` throws).
@Suite struct InjectionTests {
    /// Strings an attacker would try: markup, entity, style and template syntax, controls,
    /// invisible and bidi characters, and a long one.
    static let hostile: [String] = [
        "\"", "'", "<", ">", "&", "\"/>", "\"><Button>", "</Text><Button/>", "-->", "<!--", "]]>", "<![CDATA[",
        "), padding(99", "\"), padding(99), x(\"", ":bg", "attr(x)", "attr(", "&amp;", "&#0;", "&#xFEFF;", "&lt;", "\\",
        "\\\"", "\\n", "a\nb", "\r\n", "\t", " ", "  edge  ", "\0", "\u{1}", "\u{1B}]0;title\u{7}", "\u{7F}", "\u{FEFF}",
        "\u{FEFF}x", "\u{2028}", "\u{2029}", "\u{202E}gnp.exe", "\u{2066}", "\u{200B}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}",
        "e\u{301}", "😀", "<!doctype swiftui+vml>", "<?xml version=\"1.0\"?>", "style=\"x\"", "template=\"bg\"", "",
        String(repeating: "<&\"", count: 350_000),
    ]

    /// Hostile pieces glued together at random (seeded, so a failure reproduces).
    static let combined: [String] = {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = hostile.filter { $0.utf8.count < 100 }
        return (0..<200).map { _ in (0..<(1 + next(5))).map { _ in pieces[next(pieces.count)] }.joined() }
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
    func textAttributeValuesAndStyleStringsComeBackAsBuilt(_ string: String) throws {
        try Self.assertRoundTrip(
            VmlVStack {
                VmlText(string)
                    .attribute("note", string)
                    .navigationTitle(string)
                VmlText(verbatim: string + "|" + string)
                VmlElement("Card", attributes: ["title": string])
            }
        )
    }

    /// A name is written only when it is a valid name; otherwise rendering throws and nothing of
    /// the document is written.
    @Test(arguments: hostile + combined + ["Card", "Gauge.Label", "data-id", "phx-click", "bg", "_x9"])
    func namesAreWrittenOnlyWhenValid(_ name: String) throws {
        let views: [(view: VmlContent, valid: Bool)] = [
            (VmlElement(name).vmlContent, VMLName.isElementName(name)),
            (VmlText("a").attribute(name, "v").vmlContent, VMLName.isAttributeName(name) && name != "style"),
            (VmlText("a").template(name).vmlContent, VMLName.isIdentifier(name)),
            (VmlText("a").modifier(named: name).vmlContent, VMLName.isStyleName(name)),
            (VmlText("a").modifier(named: "m", VMLArgument(.symbol(name))).vmlContent, VMLName.isStyleName(name)),
        ]
        for (view, valid) in views {
            if valid {
                try Self.assertRoundTrip(view)
            } else {
                var buffer: [UInt8] = []
                #expect(throws: VMLSerializationError.self) { try view.renderVML(into: &buffer) }
                #expect(buffer.isEmpty)
            }
        }
    }
}
