import Testing
import VML

/// Every element: SwiftUI's initializers map to attributes, children and templates.
@Suite struct ElementParityTests {
    static let stacks: [IdiomCase] = [
        IdiomCase(VmlVStack { VmlText("a") }, "<VStack><Text>a</Text></VStack>"),
        IdiomCase(
            VmlVStack(alignment: .leading, spacing: 8) { VmlText("a") }, #"<VStack alignment="leading" spacing="8"><Text>a</Text></VStack>"#
        ),
        IdiomCase(VmlHStack(alignment: .firstTextBaseline, spacing: 0.5) {}, #"<HStack alignment="firstTextBaseline" spacing="0.5"/>"#),
        IdiomCase(VmlZStack(alignment: .topLeading) { VmlCircle() }, #"<ZStack alignment="topLeading"><Circle/></ZStack>"#),
        IdiomCase(VmlLazyVStack(spacing: 4) { VmlText("a") }, #"<LazyVStack spacing="4"><Text>a</Text></LazyVStack>"#),
        IdiomCase(VmlLazyHStack(alignment: .top) {}, #"<LazyHStack alignment="top"/>"#),
        IdiomCase(
            VmlLazyVGrid(columns: [VmlGridItem(), VmlGridItem(.fixed(80), spacing: 4)]) { VmlText("a") },
            #"<LazyVGrid columns="[GridItem(.flexible()), GridItem(.fixed(80), spacing: 4)]"><Text>a</Text></LazyVGrid>"#),
        IdiomCase(
            VmlLazyHGrid(rows: [VmlGridItem(.adaptive(minimum: 40, maximum: 90.5))], spacing: 2) {},
            #"<LazyHGrid rows="[GridItem(.adaptive(minimum: 40, maximum: 90.5))]" spacing="2"/>"#),
        IdiomCase(
            VmlGrid(horizontalSpacing: 8) { VmlGridRow(alignment: .center) { VmlText("a") } },
            #"<Grid horizontalSpacing="8"><GridRow alignment="center"><Text>a</Text></GridRow></Grid>"#),
        IdiomCase(
            VmlScrollView(.horizontal, showsIndicators: false) { VmlText("a") },
            #"<ScrollView axes="horizontal" showsIndicators="false"><Text>a</Text></ScrollView>"#),
        IdiomCase(VmlGroupBox("Title") { VmlText("a") }, #"<GroupBox><Text>a</Text><Text template="label">Title</Text></GroupBox>"#),
        IdiomCase(VmlSpacer(), "<Spacer/>"),
        IdiomCase(VmlSpacer(minLength: 8), #"<Spacer minLength="8"/>"#),
        IdiomCase(VmlDivider(), "<Divider/>"),
        IdiomCase(VmlEmptyView(), "<EmptyView/>"),
    ]

    static let content: [IdiomCase] = [
        IdiomCase(VmlText("a \"q\" <b> & c"), "<Text>a \"q\" &lt;b&gt; &amp; c</Text>"),
        IdiomCase(VmlText("line\nbreak"), "<Text>line&#10;break</Text>"),
        IdiomCase(VmlText(verbatim: " padded "), "<Text>&#32;padded&#32;</Text>"),
        IdiomCase(VmlImage(systemName: "star"), #"<Image systemName="star"/>"#),
        IdiomCase(VmlImage("logo"), #"<Image name="logo"/>"#),
        IdiomCase(
            VmlLabel("Inbox", image: "tray"), #"<Label><Text template="title">Inbox</Text><Image template="icon" name="tray"/></Label>"#),
        IdiomCase(VmlAsyncImage(url: "https://x.test/a.png", scale: 2), #"<AsyncImage scale="2" url="https://x.test/a.png"/>"#),
        IdiomCase(VmlColor.red, #"<Rectangle style="fill(.red)"/>"#),
        IdiomCase(VmlRectangle(), "<Rectangle/>"),
        IdiomCase(VmlRoundedRectangle(cornerRadius: 12), #"<RoundedRectangle cornerRadius="12"/>"#),
        IdiomCase(VmlCircle(), "<Circle/>"),
        IdiomCase(VmlCapsule(), "<Capsule/>"),
        IdiomCase(VmlEllipse(), "<Ellipse/>"),
        IdiomCase(
            VmlContentUnavailableView("No Mail", systemImage: "tray", description: "New mail shows here."),
            #"<ContentUnavailableView><Label template="label"><Text template="title">No Mail</Text><Image template="icon" systemName="tray"/></Label><Text template="description">New mail shows here.</Text></ContentUnavailableView>"#
        ),
        IdiomCase(
            VmlLabeledContent("Name", value: "Ada"), #"<LabeledContent><Text>Ada</Text><Text template="label">Name</Text></LabeledContent>"#
        ),
        IdiomCase(VmlElement("Card", attributes: ["kind": "promo"]) { VmlText("Body") }, #"<Card kind="promo"><Text>Body</Text></Card>"#),
        IdiomCase(VmlElement("Gauge.Label"), "<Gauge.Label/>"),
    ]

    static let navigation: [IdiomCase] = [
        IdiomCase(VmlNavigationStack { VmlText("Root") }, "<NavigationStack><Text>Root</Text></NavigationStack>"),
        IdiomCase(
            VmlNavigationLink("Next", destination: "/next"), #"<NavigationLink destination="/next"><Text>Next</Text></NavigationLink>"#),
        IdiomCase(VmlList { VmlText("a") }, "<List><Text>a</Text></List>"),
        IdiomCase(VmlSection("Settings") { VmlText("a") }, #"<Section><Text>a</Text><Text template="header">Settings</Text></Section>"#),
        IdiomCase(
            VmlSection {
                VmlText("a")
            } footer: {
                VmlText("f")
            }, #"<Section><Text>a</Text><Text template="footer">f</Text></Section>"#),
        IdiomCase(VmlForm { VmlText("a") }, "<Form><Text>a</Text></Form>"),
        IdiomCase(
            VmlTabView(selection: "home") { VmlText("a").tag("home") },
            #"<TabView selection="home"><Text style="tag(&quot;home&quot;)">a</Text></TabView>"#),
        IdiomCase(
            VmlToolbarItem(placement: .principal) { VmlText("T") }, #"<ToolbarItem placement="principal"><Text>T</Text></ToolbarItem>"#),
        IdiomCase(
            VmlToolbarItemGroup(placement: .bottomBar) { VmlText("T") },
            #"<ToolbarItemGroup placement="bottomBar"><Text>T</Text></ToolbarItemGroup>"#),
        IdiomCase(
            VmlMenu("Actions") { VmlButton("Copy") },
            #"<Menu><Button><Text>Copy</Text></Button><Text template="label">Actions</Text></Menu>"#),
        IdiomCase(
            VmlDisclosureGroup("More", isExpanded: true) { VmlText("a") },
            #"<DisclosureGroup isExpanded="true"><Text>a</Text><Text template="label">More</Text></DisclosureGroup>"#),
        IdiomCase(VmlLink("Docs", destination: "https://x.test"), #"<Link destination="https://x.test"><Text>Docs</Text></Link>"#),
        IdiomCase(VmlShareLink(item: "https://x.test", subject: "Look"), #"<ShareLink item="https://x.test" subject="Look"/>"#),
    ]

    static let controls: [IdiomCase] = [
        IdiomCase(VmlButton("Save"), "<Button><Text>Save</Text></Button>"),
        IdiomCase(VmlButton("Delete", role: .destructive), #"<Button role="destructive"><Text>Delete</Text></Button>"#),
        IdiomCase(
            VmlButton("Play", systemImage: "play"),
            #"<Button><Label><Text template="title">Play</Text><Image template="icon" systemName="play"/></Label></Button>"#),
        IdiomCase(VmlToggle("Wi-Fi", isOn: true), #"<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>"#),
        IdiomCase(
            VmlTextField("Name", text: "Ada", prompt: "Your name"),
            #"<TextField prompt="Your name" text="Ada"><Text>Name</Text></TextField>"#),
        IdiomCase(VmlSecureField("Password"), "<SecureField><Text>Password</Text></SecureField>"),
        IdiomCase(VmlTextEditor(text: "Notes"), #"<TextEditor text="Notes"/>"#),
        IdiomCase(VmlSlider(value: 50, in: 0...100, step: 5), #"<Slider lowerBound="0" step="5" upperBound="100" value="50"/>"#),
        IdiomCase(
            VmlStepper("Guests", value: 3, in: 1...10), #"<Stepper lowerBound="1" upperBound="10" value="3"><Text>Guests</Text></Stepper>"#),
        IdiomCase(
            VmlPicker("Flavor", selection: "mint") { VmlText("Mint").tag("mint") },
            #"<Picker selection="mint"><Text style="tag(&quot;mint&quot;)">Mint</Text><Text template="label">Flavor</Text></Picker>"#),
        IdiomCase(
            VmlDatePicker("Due", selection: "2024-05-01", displayedComponents: .date),
            #"<DatePicker displayedComponents="date" selection="2024-05-01"><Text>Due</Text></DatePicker>"#),
        IdiomCase(VmlProgressView(), "<ProgressView/>"),
        IdiomCase(VmlProgressView(value: 0.4, total: 1), #"<ProgressView total="1" value="0.4"/>"#),
        IdiomCase(
            VmlGauge(value: 40, in: 0...100) { VmlText("Battery") },
            #"<Gauge lowerBound="0" upperBound="100" value="40"><Text>Battery</Text></Gauge>"#),
    ]

    @Test(arguments: stacks + content + navigation + controls)
    func rendersItsVML(_ parity: IdiomCase) {
        parity.check()
    }
}
