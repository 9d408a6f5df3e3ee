import Testing
import VMLPreview

@Suite("Preview: the modifiers a list row, a toolbar and a control use")
struct ListRowModifierTests {
    struct MarkupCase: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var expected: [String]
        var absent: [String] = []
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { name }
    }

    static let cases: [MarkupCase] = [
        MarkupCase(
            name: "listSectionSpacing on the list sets the spacing its sections read",
            source: #"<List style="listSectionSpacing(.compact)"><Section><Text>a</Text></Section></List>"#,
            expected: ["--sectionSpacing:20px;"]),
        MarkupCase(
            name: "listSectionSpacing with a number, on an ancestor",
            source: #"<VStack style="listSectionSpacing(12)"><List><Section><Text>a</Text></Section></List></VStack>"#,
            expected: ["--sectionSpacing:12px;"]),
        MarkupCase(
            name: "listSectionSpacing on a section moves that section",
            source: #"<List><Section style="listSectionSpacing(50)"><Text>a</Text></Section></List>"#,
            expected: [#"<div class="list-section" style="margin-top:50px;""#]),
        MarkupCase(
            name: "listRowSpacing sets rows apart, each its own card",
            source: #"<List style="listRowSpacing(6)"><Text>a</Text><Text>b</Text></List>"#,
            expected: ["row-spaced", "--rowSpacing:6px;"]),
        MarkupCase(
            name: "listRowInsets moves the separator with the content",
            source: #"<List><Text style="listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))">a</Text></List>"#,
            expected: ["padding-left:40px;--rowLeading:40px;"]),
        MarkupCase(
            name: "listRowSeparator(.hidden) hides the row's separators, the one above being the previous row's",
            source: #"<List><Text>a</Text><Text style="listRowSeparator(.hidden)">b</Text></List>"#,
            expected: [#"class="hstack row no-separator-below""#, #"class="hstack row no-separator""#]),
        MarkupCase(
            name: "a row's badge is trailing text, not a bubble",
            source: #"<List><Text style="badge(12)">Inbox</Text></List>"#,
            expected: [#"<span class="row-badge">12</span>"#], absent: [#"class="badge""#]),
        MarkupCase(
            name: "a badge outside a list stays a bubble",
            source: #"<VStack><Text style="badge(3)">Inbox</Text></VStack>"#,
            expected: [#"<span class="badge">3</span>"#], absent: ["row-badge"]),
        MarkupCase(
            name: "swipe actions are drawn in the row, at the trailing edge",
            source:
                #"<List><Text style="swipeActions(content: :swipe)">a<Button role="destructive" template="swipe"><Text>Delete</Text></Button></Text></List>"#,
            expected: [
                #"<div class="swipe-actions">"#, "Delete", #"id="vml-sw-1-0" hidden><div class="swipe-actions">"#,
                #"<h2>Swipe actions</h2><ul><li data-vml-swipe="vml-sw-1-0"><label for="vml-sw-1-0"><b>swipeActions</b> on <code>List[0] &gt; Text[0]</code>"#,
            ]),
        MarkupCase(
            name: "swipe actions outside a list are not drawn, nor listed in the side panel",
            source:
                #"<VStack><Text style="swipeActions(content: :swipe)">a<Button template="swipe"><Text>Delete</Text></Button></Text></VStack>"#,
            expected: [">a<"], absent: ["<h2>Swipe actions</h2>", #"class="swipe-toggle""#]),
        MarkupCase(
            name: "swipe actions at the leading edge",
            source:
                #"<List><Text style="swipeActions(edge: .leading, content: :swipe)">a<Button template="swipe"><Text>Pin</Text></Button></Text></List>"#,
            expected: [#"<div class="swipe-actions leading">"#]),
        MarkupCase(
            name: "a toolbar Label shows its icon only",
            source:
                #"<NavigationStack><Text style="toolbar(content: :toolbar)">a<ToolbarItem template="toolbar"><Button><Label><Image template="icon" systemName="gear"/><Text template="title">Settings</Text></Label></Button></ToolbarItem></Text></NavigationStack>"#,
            expected: [#"class="hstack label icon-only""#]),
        MarkupCase(
            name: "a toolbar menu's Label label shows its icon only",
            source:
                #"<NavigationStack><Text style="toolbar(content: :toolbar)">a<ToolbarItem template="toolbar"><Menu><Button><Text>Rename</Text></Button><Label template="label"><Image template="icon" systemName="ellipsis"/><Text template="title">More</Text></Label></Menu></ToolbarItem></Text></NavigationStack>"#,
            expected: [#"class="hstack label icon-only""#]),
        MarkupCase(
            name: "a Label outside a toolbar keeps its title",
            source: #"<VStack><Label><Image template="icon" systemName="gear"/><Text template="title">Settings</Text></Label></VStack>"#,
            expected: [#"class="hstack label""#], absent: ["icon-only"]),
        MarkupCase(
            name: "a confirmation action is set in semibold",
            source:
                #"<NavigationStack><Text style="toolbar(content: :toolbar)">a<ToolbarItem template="toolbar" placement="confirmationAction"><Button><Text>Done</Text></Button></ToolbarItem></Text></NavigationStack>"#,
            expected: [#"<div class="group toolbar-confirm">"#]),
        MarkupCase(
            name: "an alert's fields sit in their own inset box above the buttons",
            source:
                #"<VStack style="alert(&quot;Sign in&quot;, isPresented: true, actions: :alert)"><Text>a</Text><Group template="alert"><TextField text=""><Text>Email</Text></TextField><Button><Text>OK</Text></Button></Group></VStack>"#,
            expected: [#"<div class="alert-fields">"#]),
        MarkupCase(
            name: "disabled, redacted and controlSize are classes the stylesheet draws, with no box of their own",
            source:
                #"<VStack><Toggle isOn="true" style="disabled(true), redacted(reason: .placeholder), controlSize(.small)"><Text>a</Text></Toggle></VStack>"#,
            expected: ["disabled redacted size-small"], absent: [#"class="mod"#]),
        MarkupCase(
            name: "a higher layoutPriority keeps its size, a lower one gives way",
            source: #"<HStack><Text style="layoutPriority(1)">a</Text><Text style="layoutPriority(-1)">b</Text></HStack>"#,
            expected: ["flex-shrink:0;", "flex-shrink:1000;min-width:0;"]),
        MarkupCase(
            name: "position puts the view's centre at the point, in a box that takes all it is offered",
            source: #"<ZStack><Text style="position(x: 10, y: 20)">a</Text></ZStack>"#,
            expected: ["left:10px;top:20px;transform:translate(-50%,-50%);", #"class="mod grow-x grow-y relative""#]),
        MarkupCase(
            name: "buttonBorderShape(.roundedRectangle(radius:)) sets the corner",
            source: #"<Button style="buttonStyle(.bordered), buttonBorderShape(.roundedRectangle(radius: 12))"><Text>a</Text></Button>"#,
            expected: ["--buttonRadius:12px;"]),
    ]

    @Test("the Swift-computed parts of list rows, toolbars, alerts and controls", arguments: cases)
    func markup(_ item: MarkupCase) {
        let page = PreviewMarkup(item.source)
        for text in item.expected {
            #expect(page.html.contains(text), "missing \(text)", sourceLocation: item.sourceLocation)
        }
        for text in item.absent {
            #expect(!page.html.contains(text), "unexpected \(text)", sourceLocation: item.sourceLocation)
        }
        #expect(page.page.notDrawnCount == 0, sourceLocation: item.sourceLocation)
        #expect(!page.page.hasErrors, sourceLocation: item.sourceLocation)
    }

    @Test("accepted modifiers (focus, an accessibility action, a scroll position) are neither outlined nor counted")
    func acceptedModifiers() {
        let page = PreviewMarkup(
            #"<VStack><TextField text="x" style="focused(false)"><Text>Name</Text></TextField><ScrollView style="scrollPosition(id: nil)"><Text>a</Text></ScrollView></VStack>"#
        )
        #expect(page.page.notDrawnCount == 0)
        #expect(page.page.approximatedCount == 0)
        // The only mention is the page's count below the screen: no view carries the outline.
        #expect(page.count("data-not-drawn") == 1)
        #expect(!page.html.contains("class=\"not-drawn") && !page.html.contains(" not-drawn\""))
        #expect(VMLPreviewCoverage.modifier("focused") == .drawn)
    }
}
