import Testing
@_spi(VMLInternals) import VMLValidation

@testable import vml

/// Hover, completion and go to definition on small documents, as a client asks for them.
@Suite struct LSPFeatureTests {
    /// The document and the position of the first `|` in `marked`, which is removed.
    static func document(_ marked: String) -> (LSPTextDocument, LSPPosition) {
        let document = LSPTextDocument(text: marked.replacingOccurrences(of: "|", with: ""), version: 1)
        let offset = Array(marked.utf8).firstIndex(of: UInt8(ascii: "|")) ?? 0
        return (document, document.position(of: offset))
    }

    struct HoverCase: Sendable, CustomTestStringConvertible {
        var marked: String
        /// Texts the hover holds, or `nil` for no hover.
        var contains: [String]?
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { marked }
    }

    static let hovers: [HoverCase] = [
        HoverCase(
            marked: "<VSt|ack/>",
            contains: [
                "**VStack** · SwiftUI view\n\nA view that arranges its subviews in a vertical line.\n",
                "`VStack(alignment:spacing:content:)` — renders · iOS 13.0",
            ]),
        HoverCase(marked: "<VStack spa|cing=\"8\"/>", contains: ["**spacing** · a number"]),
        HoverCase(
            marked: "<Text style=\"pad|ding(8)\"/>",
            contains: [
                "**padding** · SwiftUI modifier\n\nAdds an equal padding amount to specific edges of this view.\n",
                "`padding(_:)` — renders",
            ]),
        HoverCase(
            marked: "<Text style=\"font(.ti|tle)\"/>",
            contains: ["**.title** · a static member of Font\n\nA font with the title text style."]),
        HoverCase(marked: "<Text style=\"foregroundStyle(Color.bl|ue)\"/>", contains: ["a static member of Color"]),
        HoverCase(
            marked: "<Text style=\"background(.linearGradient(colors: [.bl|ue], startPoint: .top, endPoint: .bottom))\"/>",
            contains: ["**.blue** · a static member of Color"]),
        HoverCase(marked: "<Text style=\"frame(wid|th: 8)\"/>", contains: ["**width:** · a number, a parameter of"]),
        HoverCase(marked: "<Text style=\"glassEff|ect()\"/>", contains: ["iOS 26.0"]),
        HoverCase(marked: "<Text style=\"background(content: :b|g)\"><Star template=\"bg\"/></Text>", contains: ["`<Star>`"]),
        HoverCase(marked: "<VStack alignment=\"lea|ding\"/>", contains: ["**leading** · a static member of HorizontalAlignment"]),
        HoverCase(marked: "<MyOwn|View/>", contains: nil),
        HoverCase(marked: "<Text>he|llo</Text>", contains: nil),
        HoverCase(marked: "<Text style=\"padding(\"pad|ding\")\"/>", contains: nil),
    ]

    @Test(arguments: hovers)
    func hoverShows(_ test: HoverCase) {
        let (document, position) = Self.document(test.marked)
        let hover = LSPHover.hover(at: position, in: document)
        guard let contains = test.contains else {
            #expect(hover == nil, sourceLocation: test.sourceLocation)
            return
        }
        for text in contains {
            #expect(
                hover?.contents.value.contains(text) == true, "\(hover?.contents.value ?? "no hover")", sourceLocation: test.sourceLocation)
        }
    }

    /// Every SwiftUI view the catalog knows has its line of what it does, and nearly every modifier.
    @Test func abstractsCoverTheViewsAndModifiers() {
        let index = VMLDeclarationIndex.shared
        let views = index.elementNames.filter { index.elements(named: $0).contains { $0.status != nil } }
        #expect(views.count > 100)
        #expect(views.filter { index.abstract(of: $0) == nil } == [])
        let modifiers = index.modifierNames.filter { index.modifiers(named: $0).contains { $0.introduced != nil } }
        let described = modifiers.filter { index.abstract(of: $0) != nil }
        #expect(modifiers.count > 400)
        #expect(described.count * 100 >= modifiers.count * 98, "\(described.count) of \(modifiers.count)")
    }

    struct CompletionCase: Sendable, CustomTestStringConvertible {
        var marked: String
        var includes: [String]
        var excludes: [String] = []
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { marked }
    }

    static let completions: [CompletionCase] = [
        CompletionCase(marked: "<VS|", includes: ["VStack", "HStack", "Text"]),
        CompletionCase(marked: "<VStack |", includes: ["alignment", "spacing", "style", "template"], excludes: ["content"]),
        CompletionCase(marked: "<Text style=\"|\"/>", includes: ["padding(_:)", "padding(_:_:)", "frame(width:height:alignment:)"]),
        CompletionCase(marked: "<Text style=\"padding(8), fo|\"/>", includes: ["font(_:)"]),
        CompletionCase(
            marked: "<Text style=\"font(.|)\"/>", includes: ["title", "largeTitle", "system(size:weight:design:)"],
            excludes: ["padding(_:)"]),
        CompletionCase(marked: "<Text style=\"padding(.|, 8)\"/>", includes: ["horizontal", "top"]),
        CompletionCase(marked: "<Text style=\"foregroundStyle(Color.|)\"/>", includes: ["blue", "red"]),
        CompletionCase(marked: "<Text style=\"frame(|)\"/>", includes: ["width:", "height:", "alignment:"]),
        CompletionCase(
            marked: "<Text style=\"background(content: :|)\"><Star template=\"bg\"/><Text template=\"x\"/></Text>", includes: ["bg", "x"]),
        CompletionCase(marked: "<VStack><Text></|", includes: ["Text", "VStack"]),
        CompletionCase(marked: "<VStack alignment=\"|\"/>", includes: ["leading", "center", "trailing"]),
        CompletionCase(marked: "<ScrollView showsIndicators=\"|\"/>", includes: ["true", "false"], excludes: ["leading"]),
        CompletionCase(marked: "<Text style=\"font(.title, |", includes: []),
    ]

    @Test(arguments: completions)
    func completionOffers(_ test: CompletionCase) {
        let (document, position) = Self.document(test.marked)
        let labels = Set(LSPCompletion.list(at: position, in: document).items.map(\.label))
        for label in test.includes {
            #expect(labels.contains(label), "\(label) in \(labels.sorted().prefix(20))", sourceLocation: test.sourceLocation)
        }
        for label in test.excludes {
            #expect(!labels.contains(label), "\(label)", sourceLocation: test.sourceLocation)
        }
    }

    @Test func yourAppsNamesFromTheSchema() throws {
        let schema = VMLSchema(
            elements: ["Card": .init(attributes: ["elevation"], slots: ["header"])], modifiers: ["glow", "cardStyle(elevation:)"])
        func labels(_ marked: String) -> Set<String> {
            let (document, position) = Self.document(marked)
            return Set(LSPCompletion.list(at: position, in: document, schema: schema).items.map(\.label))
        }
        #expect(labels("<Ca|").isSuperset(of: ["Card", "VStack"]))
        #expect(labels("<Card |").isSuperset(of: ["elevation", "style"]))
        #expect(labels("<Text style=\"|\"/>").isSuperset(of: ["glow", "cardStyle(elevation:)", "padding(_:)"]))
        let (document, position) = Self.document("<Ca|rd style=\"glow()\"/>")
        let element = try #require(LSPHover.hover(at: position, in: document, schema: schema))
        #expect(element.contents.value.hasPrefix("**Card** · your app's element (vml-schema.json)"))
        let (styled, on) = Self.document("<Card style=\"gl|ow()\"/>")
        let modifier = try #require(LSPHover.hover(at: on, in: styled, schema: schema))
        #expect(modifier.contents.value.hasPrefix("**glow** · your app's modifier (vml-schema.json)"))
    }

    @Test func snippetsWriteEachLabel() throws {
        let (document, position) = Self.document("<Text style=\"|\"/>")
        let items = LSPCompletion.list(at: position, in: document, snippets: true).items
        let frame = try #require(items.first { $0.label == "frame(width:height:alignment:)" })
        #expect(frame.insertText == "frame(width: ${1:a number}, height: ${2:a number}, alignment: ${3:Alignment})")
        #expect(frame.insertTextFormat == 2)
    }

    @Test func definitionGoesFromATemplateReferenceToItsElementsAndBack() {
        let text = "<Text style=\"background(content: :bg)\">\n  <Star template=\"bg\"/>\n  <Dot template=\"bg\"/>\n</Text>"
        let document = LSPTextDocument(text: text, version: 1)
        let forward = LSPDefinition.targets(at: LSPPosition(line: 0, character: 35), in: document)
        #expect(forward.map(\.start) == [LSPPosition(line: 1, character: 3), LSPPosition(line: 2, character: 3)])
        let back = LSPDefinition.targets(at: LSPPosition(line: 2, character: 18), in: document)
        #expect(back == [LSPRange(start: LSPPosition(line: 0, character: 34), end: LSPPosition(line: 0, character: 36))])
    }

    struct MarkupCase: Sendable, CustomTestStringConvertible {
        var text: String
        /// The tags read, as `name` or `/name`.
        var tags: [String]
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { text.debugDescription }
    }

    static let halfTyped: [MarkupCase] = [
        MarkupCase(text: "<", tags: [""]),
        MarkupCase(text: "</", tags: ["/"]),
        MarkupCase(text: "<A b=\"", tags: ["A"]),
        MarkupCase(text: "<A b=", tags: ["A"]),
        MarkupCase(text: "<!--", tags: []),
        MarkupCase(text: "<A><B></A><C/>", tags: ["A", "B", "/A", "C"]),
        MarkupCase(text: "<?x", tags: []),
        MarkupCase(text: "<A b c='d'>", tags: ["A"]),
        MarkupCase(text: "<A <B>", tags: ["A", "B"]),
        MarkupCase(text: "", tags: []),
    ]

    /// The markup reader survives anything half typed, and a tag's parent is a start tag.
    @Test(arguments: halfTyped)
    func readsHalfTypedMarkup(_ test: MarkupCase) {
        let markup = LSPMarkup(bytes: Array(test.text.utf8))
        #expect(markup.tags.map { ($0.isClosing ? "/" : "") + $0.name } == test.tags, sourceLocation: test.sourceLocation)
        for tag in markup.tags {
            #expect(tag.range.upperBound <= test.text.utf8.count, sourceLocation: test.sourceLocation)
            #expect(tag.parent.map { markup.tags[$0].isClosing == false } ?? true, sourceLocation: test.sourceLocation)
        }
    }

    /// A deep document read without recursion: each tag's parent is the one before it, and
    /// stray closing tags close nothing.
    @Test func readsADeepDocument() {
        let depth = 20_000
        let text = String(repeating: "<A>", count: depth) + String(repeating: "</B>", count: depth)
        let markup = LSPMarkup(bytes: Array(text.utf8))
        #expect(markup.tags.count == 2 * depth)
        #expect(markup.tags[depth - 1].parent == depth - 2)
        #expect(markup.tags[2 * depth - 1].parent == depth - 1)
    }
}
