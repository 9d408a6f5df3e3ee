import Testing
import VML

/// Every element: SwiftUI's initializers map to attributes, children and templates.
@Suite struct ElementParityTests {
    static let stacks: [ParityCase] = [
        ParityCase(VmlVStack { VmlText("a") }, "<VStack><Text>a</Text></VStack>"),
        ParityCase(
            VmlVStack(alignment: .leading, spacing: 8) { VmlText("a") }, #"<VStack alignment="leading" spacing="8"><Text>a</Text></VStack>"#
        ),
        ParityCase(VmlHStack(alignment: .firstTextBaseline, spacing: 0.5) {}, #"<HStack alignment="firstTextBaseline" spacing="0.5"/>"#),
        ParityCase(VmlZStack(alignment: .topLeading) { VmlCircle() }, #"<ZStack alignment="topLeading"><Circle/></ZStack>"#),
        ParityCase(VmlLazyVStack(spacing: 4) { VmlText("a") }, #"<LazyVStack spacing="4"><Text>a</Text></LazyVStack>"#),
        ParityCase(VmlLazyHStack(alignment: .top) {}, #"<LazyHStack alignment="top"/>"#),
        ParityCase(
            VmlLazyVGrid(columns: [VmlGridItem(), VmlGridItem(.fixed(80), spacing: 4)]) { VmlText("a") },
            #"<LazyVGrid columns="[GridItem(.flexible()), GridItem(.fixed(80), spacing: 4)]"><Text>a</Text></LazyVGrid>"#),
        ParityCase(
            VmlLazyHGrid(rows: [VmlGridItem(.adaptive(minimum: 40, maximum: 90.5))], spacing: 2) {},
            #"<LazyHGrid rows="[GridItem(.adaptive(minimum: 40, maximum: 90.5))]" spacing="2"/>"#),
        ParityCase(
            VmlGrid(horizontalSpacing: 8) { VmlGridRow(alignment: .center) { VmlText("a") } },
            #"<Grid horizontalSpacing="8"><GridRow alignment="center"><Text>a</Text></GridRow></Grid>"#),
        ParityCase(
            VmlScrollView(.horizontal, showsIndicators: false) { VmlText("a") },
            #"<ScrollView axes="horizontal" showsIndicators="false"><Text>a</Text></ScrollView>"#),
        ParityCase(VmlGroupBox("Title") { VmlText("a") }, #"<GroupBox><Text>a</Text><Text template="label">Title</Text></GroupBox>"#),
        ParityCase(VmlSpacer(), "<Spacer/>"),
        ParityCase(VmlSpacer(minLength: 8), #"<Spacer minLength="8"/>"#),
        ParityCase(VmlDivider(), "<Divider/>"),
        ParityCase(VmlEmptyView(), "<EmptyView/>"),
    ]

    static let content: [ParityCase] = [
        ParityCase(VmlText("a \"q\" <b> & c"), "<Text>a \"q\" &lt;b&gt; &amp; c</Text>"),
        ParityCase(VmlText("line\nbreak"), "<Text>line&#10;break</Text>"),
        ParityCase(VmlText(verbatim: " padded "), "<Text>&#32;padded&#32;</Text>"),
        ParityCase(VmlImage(systemName: "star"), #"<Image systemName="star"/>"#),
        ParityCase(VmlImage("logo"), #"<Image name="logo"/>"#),
        ParityCase(
            VmlLabel("Inbox", image: "tray"), #"<Label><Text template="title">Inbox</Text><Image template="icon" name="tray"/></Label>"#),
        ParityCase(VmlAsyncImage(url: "https://x.test/a.png", scale: 2), #"<AsyncImage scale="2" url="https://x.test/a.png"/>"#),
        ParityCase(VmlColor.red, #"<Rectangle style="fill(.red)"/>"#),
        ParityCase(VmlRectangle(), "<Rectangle/>"),
        ParityCase(VmlRoundedRectangle(cornerRadius: 12), #"<RoundedRectangle cornerRadius="12"/>"#),
        ParityCase(VmlCircle(), "<Circle/>"),
        ParityCase(VmlCapsule(), "<Capsule/>"),
        ParityCase(VmlEllipse(), "<Ellipse/>"),
        ParityCase(
            VmlContentUnavailableView("No Mail", systemImage: "tray", description: "New mail shows here."),
            #"<ContentUnavailableView><Label template="label"><Text template="title">No Mail</Text><Image template="icon" systemName="tray"/></Label><Text template="description">New mail shows here.</Text></ContentUnavailableView>"#
        ),
        ParityCase(
            VmlLabeledContent("Name", value: "Ada"), #"<LabeledContent><Text>Ada</Text><Text template="label">Name</Text></LabeledContent>"#
        ),
        ParityCase(VmlElement("Card", attributes: ["kind": "promo"]) { VmlText("Body") }, #"<Card kind="promo"><Text>Body</Text></Card>"#),
        ParityCase(VmlElement("Gauge.Label"), "<Gauge.Label/>"),
    ]

    static let navigation: [ParityCase] = [
        ParityCase(VmlNavigationStack { VmlText("Root") }, "<NavigationStack><Text>Root</Text></NavigationStack>"),
        ParityCase(
            VmlNavigationLink("Next", destination: "/next"), #"<NavigationLink destination="/next"><Text>Next</Text></NavigationLink>"#),
        ParityCase(VmlList { VmlText("a") }, "<List><Text>a</Text></List>"),
        ParityCase(VmlSection("Settings") { VmlText("a") }, #"<Section><Text>a</Text><Text template="header">Settings</Text></Section>"#),
        ParityCase(
            VmlSection {
                VmlText("a")
            } footer: {
                VmlText("f")
            }, #"<Section><Text>a</Text><Text template="footer">f</Text></Section>"#),
        ParityCase(VmlForm { VmlText("a") }, "<Form><Text>a</Text></Form>"),
        ParityCase(
            VmlTabView(selection: "home") { VmlText("a").tag("home") },
            #"<TabView selection="home"><Text style="tag(&quot;home&quot;)">a</Text></TabView>"#),
        ParityCase(
            VmlToolbarItem(placement: .principal) { VmlText("T") }, #"<ToolbarItem placement="principal"><Text>T</Text></ToolbarItem>"#),
        ParityCase(
            VmlToolbarItemGroup(placement: .bottomBar) { VmlText("T") },
            #"<ToolbarItemGroup placement="bottomBar"><Text>T</Text></ToolbarItemGroup>"#),
        ParityCase(
            VmlMenu("Actions") { VmlButton("Copy") },
            #"<Menu><Button><Text>Copy</Text></Button><Text template="label">Actions</Text></Menu>"#),
        ParityCase(
            VmlDisclosureGroup("More", isExpanded: true) { VmlText("a") },
            #"<DisclosureGroup isExpanded="true"><Text>a</Text><Text template="label">More</Text></DisclosureGroup>"#),
        ParityCase(VmlLink("Docs", destination: "https://x.test"), #"<Link destination="https://x.test"><Text>Docs</Text></Link>"#),
        ParityCase(VmlShareLink(item: "https://x.test", subject: "Look"), #"<ShareLink item="https://x.test" subject="Look"/>"#),
    ]

    static let controls: [ParityCase] = [
        ParityCase(VmlButton("Save"), "<Button><Text>Save</Text></Button>"),
        ParityCase(VmlButton("Delete", role: .destructive), #"<Button role="destructive"><Text>Delete</Text></Button>"#),
        ParityCase(
            VmlButton("Play", systemImage: "play"),
            #"<Button><Label><Text template="title">Play</Text><Image template="icon" systemName="play"/></Label></Button>"#),
        ParityCase(VmlToggle("Wi-Fi", isOn: true), #"<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>"#),
        ParityCase(
            VmlTextField("Name", text: "Ada", prompt: "Your name"),
            #"<TextField prompt="Your name" text="Ada"><Text>Name</Text></TextField>"#),
        ParityCase(VmlSecureField("Password"), "<SecureField><Text>Password</Text></SecureField>"),
        ParityCase(VmlTextEditor(text: "Notes"), #"<TextEditor text="Notes"/>"#),
        ParityCase(VmlSlider(value: 50, in: 0...100, step: 5), #"<Slider lowerBound="0" step="5" upperBound="100" value="50"/>"#),
        ParityCase(
            VmlStepper("Guests", value: 3, in: 1...10), #"<Stepper lowerBound="1" upperBound="10" value="3"><Text>Guests</Text></Stepper>"#),
        ParityCase(
            VmlPicker("Flavor", selection: "mint") { VmlText("Mint").tag("mint") },
            #"<Picker selection="mint"><Text style="tag(&quot;mint&quot;)">Mint</Text><Text template="label">Flavor</Text></Picker>"#),
        ParityCase(
            VmlDatePicker("Due", selection: "2024-05-01", displayedComponents: .date),
            #"<DatePicker displayedComponents="date" selection="2024-05-01"><Text>Due</Text></DatePicker>"#),
        ParityCase(VmlProgressView(), "<ProgressView/>"),
        ParityCase(VmlProgressView(value: 0.4, total: 1), #"<ProgressView total="1" value="0.4"/>"#),
        ParityCase(
            VmlGauge(value: 40, in: 0...100) { VmlText("Battery") },
            #"<Gauge lowerBound="0" upperBound="100" value="40"><Text>Battery</Text></Gauge>"#),
    ]

    @Test(arguments: stacks + content + navigation + controls)
    func rendersItsVML(_ parity: ParityCase) {
        parity.check()
    }
}
