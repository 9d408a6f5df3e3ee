import Testing
import VMLPreview

@Suite("Preview: navigation")
struct NavigationPreviewTests {
    static let inbox = """
        <NavigationStack>
          <List style="navigationTitle(&quot;Inbox&quot;), toolbar(content: :toolbar)">
            <Text>Row</Text>
            <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
            <ToolbarItem template="toolbar" placement="topBarTrailing"><EditButton/></ToolbarItem>
            <ToolbarItem template="toolbar" placement="bottomBar"><Text>Updated now</Text></ToolbarItem>
          </List>
        </NavigationStack>
        """

    @Test("the navigation title from the stack's content is the large title, in the bar above the content")
    func largeTitle() throws {
        let page = PreviewMarkup(Self.inbox)
        let stack = try #require(page.box(path: "NavigationStack[0]"))
        #expect(stack.contains(#"<span class="nav-bar-large-title nav-title">Inbox</span>"#))
        let title = try #require(stack.range(of: "nav-bar-large-title"))
        let content = try #require(stack.range(of: #"class="vstack nav-content""#))
        #expect(title.lowerBound < content.lowerBound)
        #expect(!stack.contains("nav-bar-center nav-title"))
    }

    @Test("navigationBarTitleDisplayMode(.inline) puts the title in the bar, without a large title")
    func inlineTitle() throws {
        let page = PreviewMarkup(
            #"<NavigationStack><Text style="navigationTitle(&quot;Details&quot;), navigationBarTitleDisplayMode(.inline)">a</Text></NavigationStack>"#
        )
        let bar = try #require(page.box(classes: "nav-bar"))
        #expect(bar.contains(#"<span class="nav-bar-center nav-title">Details</span>"#))
        #expect(!page.html.contains("nav-bar-large-title"))
    }

    @Test("toolbar items stand in the bar by placement, and not in the content")
    func toolbarItems() throws {
        let page = PreviewMarkup(Self.inbox)
        let leading = try #require(page.box(classes: "hstack nav-bar-leading"))
        let trailing = try #require(page.box(classes: "hstack nav-bar-trailing"))
        let bottom = try #require(page.box(marker: #"class="hstack bottom-toolbar""#))
        #expect(leading.contains("Filter"))
        #expect(trailing.contains(">Edit<"))
        #expect(bottom.contains("Updated now"))
        let content = try #require(page.box(marker: #"class="vstack nav-content""#))
        for text in ["Filter", ">Edit<", "Updated now"] { #expect(!content.contains(text)) }
        #expect(content.contains("Row"))
        #expect(page.count(#"data-vml-path="NavigationStack[0] > List[0] > ToolbarItem[1]""#) == 1)
    }

    @Test("a toolbar outside a navigation container is not drawn, as SwiftUI shows no bar")
    func toolbarWithoutStack() {
        let page = PreviewMarkup(
            #"<List style="toolbar(content: :toolbar)"><Text>Row</Text><ToolbarItem template="toolbar"><Text>Edit</Text></ToolbarItem></List>"#
        )
        #expect(!page.html.contains(">Edit<"))
        #expect(page.page.notDrawnCount == 0)
    }

    @Test("a search field from searchable shows its prompt below the title")
    func search() throws {
        let page = PreviewMarkup(
            #"<NavigationStack><List style="navigationTitle(&quot;Tasks&quot;), searchable(text: &quot;&quot;, prompt: &quot;Search tasks&quot;)"><Text>a</Text></List></NavigationStack>"#
        )
        let field = try #require(page.box(marker: #"class="hstack search-field""#))
        #expect(field.contains("Search tasks"))
    }

    @Test("a NavigationLink row in a list has a disclosure chevron and links to its destination URL")
    func linkRow() throws {
        let page = PreviewMarkup(
            #"<NavigationStack><List><NavigationLink destination="/products/1"><Text>Product</Text></NavigationLink></List></NavigationStack>"#
        )
        let link = try #require(page.box(path: "NavigationStack[0] > List[0] > NavigationLink[0]"))
        #expect(link.hasPrefix("<a "))
        #expect(link.contains(#"href="/products/1""#))
        #expect(link.contains(#"data-vml-destination="/products/1""#))
        #expect(link.contains(#"data-vml-interactive="NavigationLink""#))
        #expect(link.contains(#"class="row-chevron""#))
    }

    @Test("a NavigationLink outside a list is drawn as a tinted button, without a chevron")
    func linkButton() throws {
        let page = PreviewMarkup(#"<NavigationLink destination="/next"><Text>Next</Text></NavigationLink>"#)
        let link = try #require(page.box(path: "NavigationLink[0]"))
        #expect(link.contains(#"class="hstack button"#))
        #expect(!link.contains("row-chevron"))
    }

    @Test("a destination template is pushed over the screen with a back chevron naming the screen it returns to")
    func pushedDestination() throws {
        let page = PreviewMarkup(
            """
            <NavigationStack><List style="navigationTitle(&quot;Products&quot;)">
              <NavigationLink><Text>Open</Text><Text template="destination" style="navigationTitle(&quot;Detail&quot;)">Detail body</Text></NavigationLink>
            </List></NavigationStack>
            """)
        let link = try #require(page.box(path: "NavigationStack[0] > List[0] > NavigationLink[0]"))
        #expect(link.hasPrefix("<label "))
        #expect(link.contains(#"for="vml-push-2""#))
        #expect(page.html.contains(#"<input type="checkbox" class="presentation-toggle" id="vml-push-2" hidden>"#))
        let pushed = try #require(page.box(marker: #"data-vml-presentation="push""#))
        let back = try #require(page.box(marker: #"class="hstack nav-back""#))
        #expect(back.contains("back-chevron"))
        #expect(back.contains("Products"))
        #expect(pushed.contains(#"<span class="nav-bar-large-title nav-title">Detail</span>"#))
        #expect(pushed.contains("Detail body"))
        let screen = try #require(page.box(marker: #"class="safe-area""#))
        #expect(!screen.contains("Detail body"))
    }

    @Test("a split view shows its sidebar on an iPhone and its columns side by side on an iPad")
    func splitView() throws {
        let source = """
            <NavigationSplitView>
              <List template="sidebar" style="navigationTitle(&quot;Folders&quot;)"><Text>Inbox</Text></List>
              <Text template="detail">Pick a folder</Text>
            </NavigationSplitView>
            """
        let phone = PreviewMarkup(source)
        #expect(phone.html.contains(#"<span class="nav-bar-large-title nav-title">Folders</span>"#))
        #expect(!phone.html.contains("Pick a folder"))
        let pad = PreviewMarkup(source, options: VMLPreviewOptions(device: .iPad))
        let split = try #require(pad.box(marker: #"class="hstack split"#))
        #expect(split.contains("Folders"))
        #expect(split.contains("Pick a folder"))
    }
}
