import Testing
import VMLPreview

@Suite("Preview: lists and forms")
struct ListPreviewTests {
    @Test("a section's header and footer stand around its rows' card, each row in a row box")
    func section() throws {
        let page = PreviewMarkup(
            #"<List><Section><Text>One</Text><Text>Two</Text><Text template="header">Header</Text><Text template="footer">Footer</Text></Section></List>"#
        )
        let section = try #require(page.box(path: "List[0] > Section[0]"))
        let header = try #require(section.range(of: #"<div class="list-header">"#))
        let card = try #require(section.range(of: #"<div class="list-card">"#))
        let footer = try #require(section.range(of: #"<div class="list-footer">"#))
        #expect(header.lowerBound < card.lowerBound && card.lowerBound < footer.lowerBound)
        #expect(page.count(#"<div class="hstack row" style="gap:8px;">"#) == 2)
        #expect(page.box(classes: "list-header")?.contains("Header") == true)
        #expect(page.box(classes: "list-footer")?.contains("Footer") == true)
    }

    @Test("rows outside sections share one card")
    func looseRows() {
        let page = PreviewMarkup("<List><Text>A</Text><Text>B</Text><Section><Text>C</Text></Section><Text>D</Text></List>")
        #expect(page.count(#"<div class="list-card">"#) == 3)
        #expect(page.box(classes: "list-card")?.contains("B") == true)
    }

    struct LookCase: Sendable, CustomTestStringConvertible {
        var source: String
        var classes: String
        var grouped: Bool
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { source }
    }

    static let looks: [LookCase] = [
        LookCase(source: "<List><Text>a</Text></List>", classes: "list list-inset-grouped", grouped: true),
        LookCase(source: "<Form><Text>a</Text></Form>", classes: "list list-inset-grouped", grouped: true),
        LookCase(
            source: #"<List style="listStyle(.insetGrouped)"><Text>a</Text></List>"#, classes: "list list-inset-grouped", grouped: true),
        LookCase(source: #"<List style="listStyle(.grouped)"><Text>a</Text></List>"#, classes: "list list-grouped", grouped: true),
        LookCase(source: #"<List style="listStyle(.plain)"><Text>a</Text></List>"#, classes: "list list-plain", grouped: false),
        LookCase(source: #"<List style="listStyle(.sidebar)"><Text>a</Text></List>"#, classes: "list list-sidebar", grouped: true),
        LookCase(
            source: #"<VStack style="listStyle(.plain)"><List><Text>a</Text></List></VStack>"#, classes: "list list-plain", grouped: false),
        LookCase(
            source: #"<NavigationStack><List><Text>a</Text></List></NavigationStack>"#, classes: "list list-inset-grouped", grouped: true),
        LookCase(
            source: #"<TabView><Tab title="A"><NavigationStack><Form><Text>a</Text></Form></NavigationStack></Tab></TabView>"#,
            classes: "list list-inset-grouped", grouped: true),
        LookCase(source: #"<VStack><List><Text>a</Text></List></VStack>"#, classes: "list list-inset-grouped", grouped: false),
        LookCase(
            source: #"<List style="scrollContentBackground(.hidden)"><Text>a</Text></List>"#,
            classes: "list list-inset-grouped no-background", grouped: false),
    ]

    @Test(
        "listStyle picks the look (inset grouped by default), and a grouped list filling the screen grays the status bar", arguments: looks)
    func look(_ item: LookCase) {
        let page = PreviewMarkup(item.source)
        #expect(page.html.contains(#"<div class="\#(item.classes)"#), sourceLocation: item.sourceLocation)
        #expect(page.html.contains(#"class="screen light grouped""#) == item.grouped, sourceLocation: item.sourceLocation)
        #expect(page.page.notDrawnCount == 0, sourceLocation: item.sourceLocation)
    }

    @Test("listRowSeparator, listRowBackground and listRowInsets style the row box")
    func rowModifiers() throws {
        let page = PreviewMarkup(
            #"<List><Text style="listRowSeparator(.hidden), listRowBackground(Color.yellow), listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))">a</Text></List>"#
        )
        let card = try #require(page.box(classes: "list-card"))
        #expect(card.contains(#"class="hstack row no-separator""#))
        #expect(card.contains("background:var(--yellow);"))
        #expect(card.contains("padding-left:40px;"))
        #expect(page.page.notDrawnCount == 0)
    }

    @Test("a table on an iPhone is its rows; on an iPad a header of its columns above them")
    func table() throws {
        let source = """
            <Table><TableColumn><Text>Name</Text></TableColumn><TableColumn style="width(60)"><Text>Age</Text></TableColumn>
            <TableRow><Text>Ada</Text><Text>36</Text></TableRow></Table>
            """
        let phone = PreviewMarkup(source)
        #expect(phone.html.contains(#"class="list list-plain table compact"#))
        #expect(phone.box(classes: "row table-entry")?.contains("Ada") == true)
        #expect(!phone.html.contains("table-header"))
        let pad = PreviewMarkup(source, options: VMLPreviewOptions(device: .iPad))
        let header = try #require(pad.box(classes: "table-row table-header"))
        #expect(header.contains("Name") && header.contains("Age"))
        #expect(pad.html.contains("--table-columns:minmax(0,1fr) 60px;"))
        let hidden = PreviewMarkup(
            source.replacingOccurrences(of: "<Table>", with: #"<Table style="tableColumnHeaders(.hidden)">"#),
            options: VMLPreviewOptions(device: .iPad))
        #expect(!hidden.html.contains("table-header"))
        #expect(pad.page.notDrawnCount == 0)
    }
}
