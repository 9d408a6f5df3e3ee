import Testing
import VMLCore
import VMLParser
import VMLPreview
import VMLTestSupport
import VMLValidation

@Suite("Preview: iOS 17 and iOS 26")
struct OSPreviewTests {
    static let source = """
        <NavigationStack><VStack>\
        <Text style="padding(), glassEffect()">Glass</Text>\
        <Text style="onChange(of: 1, initial: true)">Changes</Text>\
        <ContentUnavailableView><Label template="label"><Text template="title">None</Text></Label></ContentUnavailableView>\
        </VStack></NavigationStack>
        """

    @Test("iOS 26 is the default: glass bars and glassEffect drawn, nothing dropped")
    func liquidGlass() throws {
        let page = PreviewMarkup(Self.source)
        #expect(page.html.contains(#"data-look="glass""#))
        #expect(page.html.contains(#"data-os="26""#))
        let glass = try #require(page.box(path: "NavigationStack[0] > VStack[0] > Text[0]"))
        #expect(glass.contains(" glass\"") && glass.contains("border-radius:999px"))
        #expect(!page.html.contains("dropped"))
    }

    @Test("iOS 17 draws the flat bars and drops what vml check --target 17 warns of, outlined where it was")
    func flatBarsAndDrops() throws {
        let page = PreviewMarkup(Self.source, options: VMLPreviewOptions(os: .iOS(17)))
        #expect(page.html.contains(#"data-os="17" data-look="flat""#))
        let glass = try #require(page.box(path: "NavigationStack[0] > VStack[0] > Text[0]"))
        #expect(glass.contains(#"class="mod dropped""#) || glass.contains(" dropped\""))
        #expect(glass.contains(#"data-dropped="glassEffect(_:in:) needs iOS 26.0""#))
        #expect(!glass.contains(" glass\""))
        #expect(page.html.contains(#"id="vml-dropped" data-dropped="1""#))
    }

    /// The older iOS versions compared with `vml check --target`.
    static let olderVersions: [ValueCase<Int>] = [ValueCase(16), ValueCase(17)]

    @Test("what an older iOS drops is what vml check --target warns of, element by element", arguments: olderVersions)
    func agreesWithCheck(_ row: ValueCase<Int>) throws {
        let major = row.value
        let page = PreviewMarkup(Self.source, options: VMLPreviewOptions(os: .iOS(major)))
        let warnings = VMLValidator(target: .iOS(major)).check(Array(Self.source.utf8)).filter { $0.code == .newerThanTarget }
        #expect(!warnings.isEmpty, sourceLocation: row.sourceLocation)
        #expect(page.html.contains(#"id="vml-dropped" data-dropped="\#(warnings.count)""#), sourceLocation: row.sourceLocation)
        for warning in warnings {
            let path = warning.path.steps.map { "\($0.name)[\($0.index)]" }.joined(separator: " > ")
            let box = try #require(page.box(path: path), "\(path)", sourceLocation: row.sourceLocation)
            #expect(box.contains("dropped"), "\(path)", sourceLocation: row.sourceLocation)
        }
        // A dropped element is not drawn: only its place is outlined.
        if major == 16 { #expect(!page.html.contains(">None<"), sourceLocation: row.sourceLocation) }
    }

    @Test("an iOS that has everything drops nothing")
    func newest() {
        let page = PreviewMarkup(Self.source, options: VMLPreviewOptions(os: .iOS(26, 1)))
        #expect(!page.html.contains(#"id="vml-dropped""#))
    }
}
