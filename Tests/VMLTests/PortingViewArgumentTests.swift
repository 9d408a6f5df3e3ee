import Testing
import VML

/// Arguments SwiftUI takes as views, spelled as SwiftUI spells them.
@Suite struct PortingViewArgumentTests {
    static let a = VmlText("a")

    static let cases: [IdiomCase] = [
        IdiomCase(
            VmlSection(header: VmlText("Account")) { VmlText("Row") },
            #"<Section><Text>Row</Text><Text template="header">Account</Text></Section>"#),
        IdiomCase(
            VmlSection(footer: VmlText("Shown to friends")) { VmlText("Row") },
            #"<Section><Text>Row</Text><Text template="footer">Shown to friends</Text></Section>"#),
        IdiomCase(
            VmlSection(header: VmlText("H"), footer: VmlText("F").font(.footnote)) { VmlText("Row") },
            #"<Section><Text>Row</Text><Text template="header">H</Text><Text template="footer" style="font(.footnote)">F</Text></Section>"#
        ),
        IdiomCase(
            VmlSection {
                VmlText("Row")
            } header: {
                VmlText("H")
            },
            #"<Section><Text>Row</Text><Text template="header">H</Text></Section>"#),
        IdiomCase(
            VmlNavigationLink(destination: VmlText("Detail")) { VmlText("Open") },
            #"<NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink("Open", destination: VmlText("Detail")),
            #"<NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>"#),
        IdiomCase(VmlNavigationLink(value: 42) { VmlText("Answer") }, #"<NavigationLink value="42"><Text>Answer</Text></NavigationLink>"#),
        IdiomCase(VmlNavigationLink("Mint", value: "mint"), #"<NavigationLink value="mint"><Text>Mint</Text></NavigationLink>"#),
        IdiomCase(
            VmlList { VmlNavigationLink("Answer", value: 42) }.navigationDestination(for: Int.self) { VmlText("\($0)") },
            #"<List><NavigationLink value="42"><Text>Answer</Text></NavigationLink></List>"#),
        IdiomCase(
            VmlLabel {
                VmlText("Downloads")
            } icon: {
                VmlImage(systemName: "arrow.down.circle")
            },
            #"<Label><Text template="title">Downloads</Text><Image template="icon" systemName="arrow.down.circle"/></Label>"#),
        IdiomCase(a.background(VmlCircle()), #"<Text style="background(content: :bg)">a<Circle template="bg"/></Text>"#),
        IdiomCase(
            a.background(VmlRoundedRectangle(cornerRadius: 8).fill(.white), alignment: .leading),
            #"<Text style="background(alignment: .leading, content: :bg)">a<RoundedRectangle template="bg" cornerRadius="8" style="fill(.white)"/></Text>"#
        ),
        IdiomCase(a.background(VmlColor.blue), #"<Text style="background(.blue)">a</Text>"#),
        IdiomCase(a.background(.blue.opacity(0.5)), #"<Text style="background(.blue.opacity(0.5))">a</Text>"#),
        IdiomCase(a.overlay(VmlText("b")), #"<Text style="overlay(content: :ov)">a<Text template="ov">b</Text></Text>"#),
        IdiomCase(
            a.overlay(VmlCircle(), alignment: .topTrailing),
            #"<Text style="overlay(alignment: .topTrailing, content: :ov)">a<Circle template="ov"/></Text>"#),
        IdiomCase(a.mask(VmlCircle()), #"<Text style="mask(content: :mask)">a<Circle template="mask"/></Text>"#),
        IdiomCase(VmlList {}.navigationTitle(VmlText("Inbox")), #"<List style="navigationTitle(&quot;Inbox&quot;)"/>"#),
        IdiomCase(
            VmlContentUnavailableView("No Mail", systemImage: "tray", description: VmlText("New mail appears here.")),
            #"<ContentUnavailableView><Label template="label"><Text template="title">No Mail</Text><Image template="icon" systemName="tray"/></Label><Text template="description">New mail appears here.</Text></ContentUnavailableView>"#
        ),
        IdiomCase(VmlText("Hello, ") + VmlText("World"), "<Text><Text>Hello,&#32;</Text><Text>World</Text></Text>"),
        IdiomCase(
            VmlText("Total: ").bold() + VmlText("42"), #"<Text><Text style="bold()">Total:&#32;</Text><Text>42</Text></Text>"#),
        IdiomCase(
            VmlText("a") + VmlText("b").italic() + VmlText("c"),
            #"<Text><Text>a</Text><Text style="italic()">b</Text><Text>c</Text></Text>"#),
        IdiomCase(
            (VmlText("a").bold() + VmlText("b").italic()).font(.title),
            #"<Text style="font(.title)"><Text style="bold()">a</Text><Text style="italic()">b</Text></Text>"#),
    ]

    @Test(arguments: cases)
    func viewArguments(_ idiom: IdiomCase) {
        idiom.check()
    }

    @Test func concatenationKeepsItsPlainText() {
        #expect((VmlText("a").bold() + VmlText("b")).text == "ab")
    }
}
