import Testing
import VML
import VMLPreview

/// One VML snippet and what its page must (and must not) contain: the boxes and CSS the preview
/// writes for SwiftUI's layout. Geometry itself is measured in Chromium (Tests/Browser).
struct MarkupCase: CustomTestStringConvertible, Sendable {
    var vml: String
    var contains: [String]
    var excludes: [String]
    var sourceLocation: SourceLocation

    init(_ vml: String, contains: [String], excludes: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        self.vml = vml
        self.contains = contains
        self.excludes = excludes
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { vml }
}

let markupCases: [MarkupCase] = [
    // Stacks: SwiftUI's default spacing, the given spacing, alignment.
    MarkupCase("<VStack><Text>A</Text><Text>B</Text></VStack>", contains: [#"class="vstack" style="gap:8px;align-items:center;""#]),
    MarkupCase(#"<HStack spacing="20" alignment="top"><Text>A</Text></HStack>"#, contains: ["gap:20px;align-items:flex-start;"]),
    MarkupCase(#"<VStack alignment="leading"><Text>A</Text></VStack>"#, contains: ["align-items:flex-start;"]),
    MarkupCase(#"<ZStack alignment="bottomTrailing"><Text>A</Text></ZStack>"#, contains: ["align-items:flex-end;justify-items:flex-end;"]),
    // Modifiers wrap in order: padding then background differs from background then padding.
    MarkupCase(
        #"<Text style="padding(), background(.yellow)">A</Text>"#,
        contains: [
            #"<div class="mod" style="background:var(--yellow);" data-vml-path="Text[0]""#,
            #"<div class="mod" style="padding:16px;"><div class="text">"#,
        ]),
    MarkupCase(
        #"<Text style="background(.yellow), padding()">A</Text>"#,
        contains: [
            #"<div class="mod" style="padding:16px;" data-vml-path="Text[0]""#,
            #"<div class="mod" style="background:var(--yellow);"><div class="text">"#,
        ]),
    MarkupCase(#"<Text style="padding(.horizontal, 12)">A</Text>"#, contains: ["padding-left:12px;padding-right:12px;"]),
    // Growth: a frame to the infinity grows, a fixed frame does not; a Spacer grows its stack.
    MarkupCase(#"<Text style="frame(maxWidth: .infinity)">A</Text>"#, contains: [#"class="mod grow-x frame""#]),
    MarkupCase(
        #"<Rectangle style="frame(width: 10, height: 20)"/>"#, contains: [#"class="mod frame" style="width:10px;height:20px;flex:none;"#]),
    MarkupCase("<HStack><Text>A</Text><Spacer/></HStack>", contains: [#"<div class="hstack grow-x""#, #"<div class="spacer grow-x""#]),
    // Environment values style the outermost box so far.
    MarkupCase(
        #"<Text style="font(.title), foregroundStyle(.red)">A</Text>"#,
        contains: ["font-size:28px;line-height:34px;font-weight:400;color:var(--red);"]),
    MarkupCase(#"<Text style="font(.headline)">A</Text>"#, contains: ["font-weight:600;"]),
    // Layers: a template view behind or in front, the size of the view.
    MarkupCase(
        #"<Text style="overlay(alignment: .topTrailing, content: :badge)">A<Circle template="badge"/></Text>"#,
        contains: [
            #"<div class="layer" style="justify-content:flex-start;align-items:flex-end;"><div class="shape circle grow-x grow-y" data-vml-path="Text[0] > Circle[1]""#
        ]),
    // attr(…) resolved from the element, or its fallback.
    MarkupCase(
        #"<Rectangle w="120" style="frame(width: attr(w type(&lt;number&gt;), 200), height: attr(h type(&lt;number&gt;), 50))"/>"#,
        contains: ["width:120px;height:50px;"]),
    // Text is escaped, never markup.
    MarkupCase(
        "<Text>&lt;script&gt;alert(1)&lt;/script&gt;</Text>", contains: ["&lt;script&gt;alert(1)&lt;/script&gt;"],
        excludes: ["<script>alert"]),
    // What is not drawn is outlined with its name.
    MarkupCase(
        "<Sparkle><Text>A</Text></Sparkle>",
        contains: [#"class="vstack not-drawn" style="gap:8px;" data-vml-path="Sparkle[0]" data-not-drawn="Sparkle""#]),
    MarkupCase(
        #"<Text style="rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))">A</Text>"#,
        contains: [#"data-not-drawn="rotation3DEffect""#, "0 approximated, 1 not drawn"]),
    // Images: a symbol is its glyph (a placeholder without one), named; an asset a labelled placeholder.
    MarkupCase(
        #"<Image systemName="star.fill"/>"#, contains: [#"data-symbol="star.fill" data-glyph="star""#, "0 approximated, 0 not drawn"]),
    MarkupCase(#"<Image systemName="no.such.symbol"/>"#, contains: [#"<span class="symbol" "#, "1 approximated, 0 not drawn"]),
    MarkupCase(
        #"<Image name="hero" style="resizable()"/>"#,
        contains: [#"class="placeholder image resizable grow-x grow-y""#, "<span>hero</span>"]),
]

/// A device `--device` names, and the screen size its page must have.
struct DeviceCase: CustomTestStringConvertible, Sendable {
    var name: String
    var width: Int
    var height: Int
    var sourceLocation: SourceLocation

    init(_ name: String, _ width: Int, _ height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        self.name = name
        self.width = width
        self.height = height
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

let deviceCases: [DeviceCase] = [
    DeviceCase("iphone", 393, 852), DeviceCase("iphone-se", 375, 667), DeviceCase("ipad", 834, 1194), DeviceCase("iPad", 834, 1194),
]

@Suite("Preview markup")
struct LayoutMarkupTests {
    @Test(arguments: markupCases)
    func pageHasTheBoxes(_ testCase: MarkupCase) {
        let page = VMLPreviewPage(source: Array(testCase.vml.utf8))
        for expected in testCase.contains {
            #expect(page.html.contains(expected), "missing \(expected)", sourceLocation: testCase.sourceLocation)
        }
        for unexpected in testCase.excludes {
            #expect(!page.html.contains(unexpected), "found \(unexpected)", sourceLocation: testCase.sourceLocation)
        }
    }

    @Test("a page asks for nothing: no script source, stylesheet link, image or font URL")
    func selfContained() {
        let html = VMLPreviewPage(source: Array(#"<VStack><Image name="a"/><AsyncImage url="https://example.com/a.png"/></VStack>"#.utf8))
            .html
        for reference in ["<link", "src=", "@import", "url(", "@font-face", "http://", "<img"] {
            #expect(!html.contains(reference), "the page references \(reference)")
        }
    }

    @Test("dark pages use the dark values of the system colors")
    func darkScheme() {
        let html = VMLPreviewPage(document: [.element("Text", children: ["A"])], options: VMLPreviewOptions(colorScheme: .dark)).html
        #expect(html.contains(#"<div class="screen dark""#))
        #expect(html.contains(".screen.dark{--red:#ff453a;"))
    }

    @Test("the screen is the device's size", arguments: deviceCases)
    func deviceSize(_ testCase: DeviceCase) {
        let device = VMLPreviewScreen(named: testCase.name)
        #expect(device != nil, sourceLocation: testCase.sourceLocation)
        let html = VMLPreviewPage(document: [], options: VMLPreviewOptions(device: device ?? .iPhone)).html
        #expect(html.contains("width:\(testCase.width)px;height:\(testCase.height)px"), sourceLocation: testCase.sourceLocation)
    }

    @Test("a document deeper than the preview draws is cut with a note, not a crash")
    func deepDocument() {
        var text = ""
        for _ in 0..<300 { text += "<VStack>" }
        text += "<Text>Bottom</Text>"
        for _ in 0..<300 { text += "</VStack>" }
        let page = VMLPreviewPage(source: Array(text.utf8))
        #expect(!page.hasErrors)
        #expect(page.html.contains("deeper than 200 levels not drawn"))
        #expect(!page.html.contains("Bottom"))
    }

    @Test("an error fills the Red Box with vml check's line; the screen is still drawn")
    func redBox() {
        let page = VMLPreviewPage(
            source: Array("<VStack>\n  <Text title=\"attr(x)\">Hi</Text>\n</VStack>".utf8), options: VMLPreviewOptions(fileName: "a.vml"))
        #expect(page.hasErrors)
        #expect(page.html.contains(#"id="vml-redbox""#))
        #expect(page.html.contains("a.vml:2:9: error: title=&quot;attr(x)&quot;: attr(…) is only valid inside style"))
        #expect(page.html.contains(#"data-vml-path="VStack[0] > Text[0]""#))
    }

    @Test("warnings alone are listed below the screen, without a Red Box")
    func warnings() {
        let page = VMLPreviewPage(
            source: Array(#"<Text style="paddding(8)">Hi</Text>"#.utf8), options: VMLPreviewOptions(fileName: "a.vml"))
        #expect(!page.hasErrors)
        #expect(!page.html.contains(#"id="vml-redbox""#))
        #expect(page.html.contains("a.vml:1:7: warning: paddding(…) is not a SwiftUI modifier"))
    }
}

@Suite("Preview values built in code")
struct DeepValueTests {
    @Test("a color nested deeper than the preview reads is approximated, not recursed into")
    func deepColor() {
        var color = VMLExpression.implicitMember("red")
        for _ in 0..<1_000 { color = color.member("opacity", 0.9) }
        let document: VMLDocument = [.element("Text", style: [VMLModifier("foregroundStyle", VMLArgument(color))], children: ["A"])]
        let page = VMLPreviewPage(document: document)
        #expect(page.approximatedCount == 1)
        #expect(page.notDrawnCount == 0)
    }
}

@Suite("Preview toggles")
struct ToggleGrowthTests {
    @Test("a switch toggle takes the width, a button-style one does not; a tint colors the switch")
    func toggles() throws {
        let markup = PreviewMarkup(
            #"<VStack><Toggle isOn="true" style="tint(.orange)"><Text>A</Text></Toggle><Toggle isOn="true" style="toggleStyle(.button)"><Text>B</Text></Toggle></VStack>"#
        )
        let first = try #require(markup.box(path: "VStack[0] > Toggle[0]"))
        let second = try #require(markup.box(path: "VStack[0] > Toggle[1]"))
        #expect(first.prefix { $0 != ">" }.contains(" grow-x"))
        #expect(!second.prefix { $0 != ">" }.contains(" grow-x"))
        #expect(first.contains("--toggleTint:var(--orange);"))
    }
}
