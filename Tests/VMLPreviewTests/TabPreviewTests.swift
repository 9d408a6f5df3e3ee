import Testing
import VMLCore
import VMLPreview

@Suite("Preview: tab views")
struct TabPreviewTests {
    @Test("the tab bar lists every tab, the first selected and its content alone shown")
    func firstTab() throws {
        let page = PreviewMarkup(
            """
            <TabView><Tab systemImage="house" title="Home"><Text>Welcome</Text></Tab>
            <Tab systemImage="gear" title="Settings"><Text>Preferences</Text></Tab></TabView>
            """)
        let bar = try #require(page.box(marker: #"class="hstack tab-bar""#))
        let selected = try #require(page.box(classes: "tab-item on"))
        #expect(selected.contains(#"data-symbol="house.fill""#))
        #expect(selected.contains(#"<span class="tab-title">Home</span>"#))
        #expect(bar.contains(#"<span class="tab-title">Settings</span>"#))
        #expect(page.html.contains("Welcome"))
        #expect(!page.html.contains("Preferences"))
    }

    @Test("a tab section's tabs are in the tab bar, and a glass container's views in the layout")
    func tabSectionAndGlassContainer() throws {
        let page = PreviewMarkup(
            """
            <TabView><Tab systemImage="house" title="Home"><GlassEffectContainer><Text>Welcome</Text></GlassEffectContainer></Tab>
            <TabSection title="Library"><Tab systemImage="music.note" title="Songs"><Text>All songs</Text></Tab></TabSection></TabView>
            """)
        let bar = try #require(page.box(marker: #"class="hstack tab-bar""#))
        #expect(bar.contains(#"<span class="tab-title">Songs</span>"#))
        #expect(page.html.contains("Welcome"))
        #expect(page.page.notDrawnCount == 0)
    }

    @Test("selection names the tab shown, by its value or its tag")
    func selection() throws {
        let byValue = PreviewMarkup(
            #"<TabView selection="b"><Tab title="A" value="a"><Text>First</Text></Tab><Tab title="B" value="b"><Text>Second</Text></Tab></TabView>"#
        )
        #expect(byValue.html.contains("Second") && !byValue.html.contains("First"))
        #expect(byValue.box(classes: "tab-item on")?.contains(">B<") == true)
        let byTag = PreviewMarkup(
            """
            <TabView selection="2"><Text style="tag(1), tabItem(content: :tabItem)">One<Label template="tabItem"><Text template="title">A</Text><Image template="icon" systemName="a.circle"/></Label></Text>
            <Text style="tag(2), tabItem(content: :tabItem)">Two<Label template="tabItem"><Text template="title">B</Text><Image template="icon" systemName="b.circle"/></Label></Text></TabView>
            """)
        let selected = try #require(byTag.box(classes: "tab-item on"))
        #expect(selected.contains("b.circle"))
        #expect(byTag.html.contains(">Two<") && !byTag.html.contains(">One<"))
        #expect(byTag.page.notDrawnCount == 0)
    }

    @Test("a tab the page's iOS drops keeps only its outlined place in the bar, and is not shown")
    func droppedTab() throws {
        let source = """
            <TabView><Tab systemImage="house" title="Home"><Text>Welcome</Text></Tab>\
            <Text style="tabItem(content: :tabItem)">Old<Label template="tabItem"><Text template="title">Legacy</Text></Label></Text></TabView>
            """
        let page = PreviewMarkup(source, options: VMLPreviewOptions(os: .iOS(17)))
        let bar = try #require(page.box(marker: #"class="hstack tab-bar""#))
        let place =
            #"<span class="dropped" data-vml-path="TabView[0] > Tab[0]" data-vml-tab="TabView[0] > Tab[0]" data-dropped="Tab needs iOS 18.0"></span>"#
        #expect(bar.contains(place))
        #expect(!bar.contains("house") && !bar.contains(">Home<"))
        #expect(try #require(page.box(classes: "tab-item on")).contains(">Legacy<"))
        #expect(page.html.contains(">Old<") && !page.html.contains("Welcome"))
        #expect(page.html.contains(#"id="vml-dropped" data-dropped="1""#))
        let newer = PreviewMarkup(source, options: VMLPreviewOptions(os: .iOS(18)))
        #expect(!newer.html.contains("dropped") && newer.html.contains("Welcome"))
    }

    @Test("the page style shows dots instead of a tab bar")
    func pageStyle() {
        let page = PreviewMarkup(#"<TabView style="tabViewStyle(.page)"><Text>A</Text><Text>B</Text></TabView>"#)
        #expect(page.html.contains(#"<div class="page-dots"><i class="on"></i><i></i></div>"#))
        #expect(!page.html.contains("tab-bar"))
    }
}
