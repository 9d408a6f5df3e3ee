import Foundation
import Testing
import VML
import VMLParser
import VMLPreview

/// Two versions of a screen and the outlines their visual diff must draw: `old PATH: KIND` in the
/// old drawing, `new PATH: KIND` in the new one.
struct DiffPageCase: CustomTestStringConvertible, Sendable {
    var old: String
    var new: String
    var outlines: [String]
    var sourceLocation: SourceLocation

    init(_ old: String, _ new: String, outlines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        self.old = old
        self.new = new
        self.outlines = outlines
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { old + " → " + new }
}

let diffPageCases: [DiffPageCase] = [
    // Docs/Command.md's example: the Text moved from index 0 to 1, so its two paths differ.
    DiffPageCase(
        #"<VStack a="2" b="1"><Text style="padding(8)">a</Text></VStack>"#,
        #"<VStack a="2"><Image systemName="star"/><Text style="padding(12)">a</Text></VStack>"#,
        outlines: [
            "old VStack[0]: changed", "new VStack[0]: changed", "new VStack[0] > Image[0]: inserted",
            "old VStack[0] > Text[0]: changed", "new VStack[0] > Text[1]: changed",
        ]),
    DiffPageCase(
        "<List><Text>A</Text><Text>B</Text><Text>C</Text></List>", "<List><Text>A</Text><Text>C</Text></List>",
        outlines: ["old List[0] > Text[1]: removed"]),
    DiffPageCase("<Text>a</Text>", "<Text>b</Text>", outlines: ["old Text[0] > #text[0]: changed", "new Text[0] > #text[0]: changed"]),
    // A renamed element is outlined at its old name in the old drawing.
    DiffPageCase(
        "<VStack><Text>a</Text></VStack>", "<HStack><Text>a</Text></HStack>",
        outlines: ["old VStack[0]: changed", "new HStack[0]: changed"]),
    // Two modifiers of one element: one outline for each drawing.
    DiffPageCase(
        #"<Text style="padding(8), bold()">a</Text>"#, #"<Text style="padding(12), italic()">a</Text>"#,
        outlines: ["old Text[0]: changed", "new Text[0]: changed"]),
    DiffPageCase(#"<Text style="padding(8)">a</Text>"#, "<Text style='padding(8.0)'>a</Text>", outlines: []),
]

@Suite("Visual diff page")
struct DiffPageTests {
    @Test("the outlines are exactly the diff's paths, each a CSS rule in its own drawing", arguments: diffPageCases)
    func outlinesAreTheDiffsPaths(_ testCase: DiffPageCase) throws {
        let old = try VMLParser().parse(testCase.old)
        let new = try VMLParser().parse(testCase.new)
        let page = VMLPreviewDiffPage(old: old, new: new, oldName: "old.vml", newName: "new.vml")
        let location = testCase.sourceLocation
        #expect(page.outlines.map(\.description) == testCase.outlines, sourceLocation: location)
        #expect(page.differences == VMLTreeDiff.differences(from: old.canonicalized(), to: new.canonicalized()), sourceLocation: location)
        // The new drawing's outlines are the differences' own paths.
        let newPaths = Set(page.differences.filter { if case .nodeRemoved = $0.kind { false } else { true } }.map(\.path))
        #expect(Set(page.outlines.filter { $0.side == .new }.map(\.path)) == newPaths, sourceLocation: location)
        for side in [VMLPreviewDiffPage.Outline.Side.old, .new] {
            let pane = try #require(Self.pane(side, of: page.html), sourceLocation: location)
            let expected = page.outlines.filter { $0.side == side }.map { "\(Self.text($0.path)) \($0.kind.rawValue)" }
            #expect(Self.outlineRules(pane) == expected, "\(side)", sourceLocation: location)
            for outline in page.outlines where outline.side == side {
                #expect(pane.contains("data-vml-path=\"\(Self.text(outline.path))\""), "\(outline) is not drawn", sourceLocation: location)
            }
        }
    }

    @Test("the page asks for nothing: each drawing is inline, with no script source, link, image or font URL")
    func selfContained() throws {
        let page = VMLPreviewDiffPage(
            old: [.element("VStack", children: [.element("Image", attributes: ["systemName": "star"])])],
            new: [.element("VStack"), .element("Text", children: ["Hi"])])
        for html in [page.html] + [VMLPreviewDiffPage.Outline.Side.old, .new].compactMap({ Self.pane($0, of: page.html) }) {
            for reference in ["<link", " src=", "@import", "url(", "@font-face", "http://", "https://", "<img"] {
                #expect(!html.contains(reference), "the page references \(reference)")
            }
        }
        #expect(page.html.components(separatedBy: "<iframe ").count == 3)
        #expect(page.html.contains(#"<li class="removed" data-kind="removed" data-old-path="VStack[0] &gt; Image[0]">"#))
        #expect(page.html.contains(#"<li class="inserted" data-kind="inserted" data-new-path="Text[1]">"#))
        #expect(page.html.contains("<span class=\"ins\">+&lt;Text&gt;Hi&lt;/Text&gt;</span>"))
    }

    @Test("at most maximumDifferences are outlined; the rest are counted")
    func limit() {
        let rows: [VMLNode] = (0..<5).map { .element("Text", children: [.text("row \($0)")]) }
        let page = VMLPreviewDiffPage(old: [.element("List")], new: [.element("List", children: rows)], maximumDifferences: 2)
        #expect(page.differences.count == 2)
        #expect(page.outlines.map(\.description) == ["new List[0] > Text[0]: inserted", "new List[0] > Text[1]: inserted"])
        #expect(page.html.contains("2 or more differences"))
    }

    /// The preview page drawn in `side`'s frame, unescaped from its `srcdoc`.
    static func pane(_ side: VMLPreviewDiffPage.Outline.Side, of html: String) -> String? {
        guard let frame = html.range(of: "<iframe data-vml-side=\"\(side.rawValue)\""),
            let start = html[frame.upperBound...].range(of: "srcdoc=\""),
            let end = html[start.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return html[start.upperBound..<end].replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The outline rules a drawing's page carries, as `PATH KIND` (the kind read from its color).
    static func outlineRules(_ pane: String) -> [String] {
        guard let start = pane.range(of: "<style id=\"vml-diff-outlines\">\n"),
            let end = pane[start.upperBound...].range(of: "</style>")
        else { return ["(no outline style)"] }
        let kinds = ["#e5484d": "removed", "#2f9e44": "inserted", "#f08c00": "changed"]
        return pane[start.upperBound..<end.lowerBound].split(separator: "\n").map { rule in
            let path = rule.dropFirst(#"[data-vml-path=""#.count).prefix { $0 != "\"" }.replacingOccurrences(of: "\\3e ", with: ">")
            #expect(rule.contains("\"]," + rule.prefix { $0 != "," } + ".group>*{"), "\(rule)")
            let kind = kinds.first { rule.contains($0.key) }?.value ?? "?"
            return path + " " + kind
        }
    }

    /// A path as `data-vml-path` writes it.
    static func text(_ path: VMLNodePath) -> String {
        path.steps.map { "\($0.name)[\($0.index)]" }.joined(separator: " > ")
    }
}
