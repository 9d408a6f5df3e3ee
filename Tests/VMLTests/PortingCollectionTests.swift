import Testing
import VML

/// Collections and navigation as SwiftUI spells them.
@Suite struct PortingCollectionTests {
    struct Task: Identifiable, Hashable, Sendable {
        let id: Int
        var title: String
    }

    static let tasks = [Task(id: 1, title: "Pay"), Task(id: 2, title: "Call")]
    static let a = VmlText("a")

    static let collections: [IdiomCase] = [
        IdiomCase(VmlList(tasks) { VmlText($0.title) }, "<List><Text>Pay</Text><Text>Call</Text></List>"),
        IdiomCase(VmlList(["x", "y"], id: \.self) { VmlText($0) }, "<List><Text>x</Text><Text>y</Text></List>"),
        IdiomCase(
            VmlList(selection: .constant(Optional(1))) { VmlText("Inbox").tag(1) },
            #"<List selection="1"><Text style="tag(1)">Inbox</Text></List>"#),
        IdiomCase(
            VmlList(selection: .constant(Set([1, 2]))) { VmlText("Inbox").tag(1) }, #"<List><Text style="tag(1)">Inbox</Text></List>"#),
        IdiomCase(
            VmlList(tasks, selection: .constant(Task?.none)) { VmlText($0.title).tag($0.id) },
            #"<List><Text style="tag(1)">Pay</Text><Text style="tag(2)">Call</Text></List>"#),
        IdiomCase(VmlForEach(0..<3) { VmlText("\($0)") }, "<Text>0</Text><Text>1</Text><Text>2</Text>"),
        IdiomCase(VmlForEach(0..<2, id: \.self) { VmlText("\($0)") }, "<Text>0</Text><Text>1</Text>"),
        IdiomCase(VmlForEach(tasks, id: \.id) { VmlText($0.title) }, "<Text>Pay</Text><Text>Call</Text>"),
        IdiomCase(
            VmlForEach(.constant(tasks)) { $task in VmlTextField("Title", text: $task.title) },
            #"<TextField text="Pay"><Text>Title</Text></TextField><TextField text="Call"><Text>Title</Text></TextField>"#),
    ]

    static let navigation: [IdiomCase] = [
        IdiomCase(
            VmlNavigationSplitView {
                VmlText("Folders")
            } detail: {
                VmlText("Pick")
            },
            #"<NavigationSplitView><Text template="sidebar">Folders</Text><Text template="detail">Pick</Text></NavigationSplitView>"#),
        IdiomCase(
            VmlNavigationSplitView {
                VmlText("S")
            } content: {
                VmlText("C")
            } detail: {
                VmlText("D")
            },
            #"<NavigationSplitView><Text template="sidebar">S</Text><Text template="content">C</Text><Text template="detail">D</Text></NavigationSplitView>"#
        ),
        IdiomCase(
            VmlNavigationSplitView(columnVisibility: .constant(0)) {
                VmlText("S")
            } detail: {
                VmlText("D")
            },
            #"<NavigationSplitView><Text template="sidebar">S</Text><Text template="detail">D</Text></NavigationSplitView>"#),
        IdiomCase(
            VmlNavigationStack(path: .constant([Task]())) { VmlText("Root") }, "<NavigationStack><Text>Root</Text></NavigationStack>"),
        IdiomCase(
            VmlTabView(selection: .constant("inbox")) {
                VmlText("Home").tabItem { VmlLabel("Home", systemImage: "house") }.tag("home")
                VmlText("Inbox").tabItem { VmlLabel("Inbox", systemImage: "tray") }.tag("inbox")
            },
            #"<TabView selection="inbox"><Text style="tabItem(content: :tabItem), tag(&quot;home&quot;)">Home<Label template="tabItem"><Text template="title">Home</Text><Image template="icon" systemName="house"/></Label></Text><Text style="tabItem(content: :tabItem), tag(&quot;inbox&quot;)">Inbox<Label template="tabItem"><Text template="title">Inbox</Text><Image template="icon" systemName="tray"/></Label></Text></TabView>"#
        ),
        IdiomCase(
            VmlTabView {
                VmlTab("Home", systemImage: "house") { VmlText("Welcome") }
                VmlTab("Inbox", systemImage: "tray", value: 2) { VmlText("Mail") }
                VmlTab("Search", value: 3) { VmlText("Find") }
            },
            #"<TabView><Tab systemImage="house" title="Home"><Text>Welcome</Text></Tab><Tab systemImage="tray" title="Inbox" value="2"><Text>Mail</Text></Tab><Tab title="Search" value="3"><Text>Find</Text></Tab></TabView>"#
        ),
        IdiomCase(VmlList {}.searchable(text: .constant("")), #"<List style="searchable(text: &quot;&quot;)"/>"#),
        IdiomCase(
            VmlList {}.searchable(text: .constant("milk"), prompt: "Search tasks"),
            #"<List style="searchable(text: &quot;milk&quot;, prompt: &quot;Search tasks&quot;)"/>"#),
        IdiomCase(
            VmlList {}.searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: VmlText("Find")),
            #"<List style="searchable(text: &quot;&quot;, placement: .navigationBarDrawer(displayMode: .always), prompt: &quot;Find&quot;)"/>"#
        ),
        IdiomCase(
            a.swipeActions { VmlButton("Delete", role: .destructive) {} },
            #"<Text style="swipeActions(content: :swipeActions)">a<Button template="swipeActions" role="destructive"><Text>Delete</Text></Button></Text>"#
        ),
        IdiomCase(
            a.swipeActions(edge: .leading, allowsFullSwipe: false) {
                VmlButton("Pin") {}
                VmlButton("Flag") {}
            },
            #"<Text style="swipeActions(edge: .leading, allowsFullSwipe: false, content: :swipeActions)">a<Group template="swipeActions"><Button><Text>Pin</Text></Button><Button><Text>Flag</Text></Button></Group></Text>"#
        ),
        IdiomCase(
            a.contextMenu { VmlButton("Copy") {} },
            #"<Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>Copy</Text></Button></Text>"#),
        IdiomCase(a.badge(5), #"<Text style="badge(5)">a</Text>"#),
        IdiomCase(a.badge("New"), #"<Text style="badge(&quot;New&quot;)">a</Text>"#),
        IdiomCase(a.badge(VmlText("New")), #"<Text style="badge(&quot;New&quot;)">a</Text>"#),
        IdiomCase(
            VmlList {}.toolbar {
                VmlToolbarItem(placement: .navigationBarLeading) { VmlText("L") }
                VmlToolbarItem(placement: .navigationBarTrailing) { VmlText("T") }
                VmlToolbarItem(placement: .topBarTrailing) { VmlText("B") }
            },
            #"<List style="toolbar(content: :toolbar)"><ToolbarItem template="toolbar" placement="navigationBarLeading"><Text>L</Text></ToolbarItem><ToolbarItem template="toolbar" placement="navigationBarTrailing"><Text>T</Text></ToolbarItem><ToolbarItem template="toolbar" placement="topBarTrailing"><Text>B</Text></ToolbarItem></List>"#
        ),
    ]

    @Test(arguments: collections + navigation)
    func collectionsAndNavigation(_ idiom: IdiomCase) {
        idiom.check()
    }
}
