import Testing
import VML

/// The spec's complete screen (§9), built with the DSL.
@Suite struct CompleteScreenTests {
    struct HomeScreen: VmlView {
        var body: some VmlView {
            VmlVStack {
                VmlText("Welcome")
                    .font(.system(size: 17))
                    .navigationTitle(.attr("title", .string, fallback: "Untitled"))
                VmlElement("Card") {
                    VmlText("Body")
                }
                .background(alignment: .center) {
                    VmlElement("Star")
                }
                VmlList {}
                    .toolbar {
                        VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
                        VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
                    }
            }
            .id("home")
            .attribute("title", "Home")
            .padding(16)
            .background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    static let expected = """
        <VStack id="home" title="Home" style="padding(16), background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))">
          <Text style="font(.system(size: 17)), navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitled&quot;))">Welcome</Text>
          <Card style="background(alignment: .center, content: :bg)">
            <Text>Body</Text>
            <Star template="bg"/>
          </Card>
          <List style="toolbar(content: :toolbar)">
            <ToolbarItem template="toolbar" placement="topBarLeading">
              <Text>Filter</Text>
            </ToolbarItem>
            <ToolbarItem template="toolbar" placement="topBarTrailing">
              <Text>Edit</Text>
            </ToolbarItem>
          </List>
        </VStack>

        """

    @Test func rendersTheSpecScreen() throws {
        #expect(try HomeScreen().renderVML() == Self.expected)
    }

    @Test func compactIsThePrettyTextWithoutLayout() throws {
        let compact = try HomeScreen().renderVML(.compact)
        #expect(!compact.contains("\n"))
        #expect(compact.hasPrefix("<VStack id=\"home\" title=\"Home\" style="))
        #expect(compact.hasSuffix("</List></VStack>"))
    }

    @Test func byteVariantMatchesTheString() throws {
        var bytes: [UInt8] = Array("prefix:".utf8)
        try HomeScreen().renderVML(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix:" + Self.expected)
    }

    @Test func nodeTreeIsAvailable() throws {
        let document = HomeScreen().vmlDocument
        #expect(document.nodes.count == 1)
        let root = try #require(document.nodes.first?.element)
        #expect(root.name == "VStack")
        #expect(root[attribute: "id"] == "home")
        #expect(root.children.compactMap(\.element).map(\.name) == ["Text", "Card", "List"])
        #expect(HomeScreen().vmlNodes == document.nodes)
    }
}
