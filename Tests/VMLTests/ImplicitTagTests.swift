import Testing
import VML

/// SwiftUI tags the views a `ForEach` makes with their item's identity inside a `Picker`, a
/// `List(selection:)` or a `TabView(selection:)`; so does the DSL, so a client can match the
/// selection with the items.
@Suite struct ImplicitTagTests {
    struct Flavor: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let flavors = [Flavor(id: 1, name: "Mint"), Flavor(id: 2, name: "Lemon")]

    /// Inside a `Picker`, a `List(selection:)` or a `TabView(selection:)`, the views a `ForEach`
    /// makes carry their item's identity as a tag, as SwiftUI tags them, so a client matches the
    /// selection; an explicit tag wins, and elsewhere nothing is added.
    static let implicitTags: [IdiomCase] = [
        IdiomCase(
            VmlPicker("Size", selection: .constant("M")) { VmlForEach(["S", "M"], id: \.self) { VmlText($0) } },
            #"<Picker selection="M"><Text style="tag(&quot;S&quot;)">S</Text><Text style="tag(&quot;M&quot;)">M</Text><Text template="label">Size</Text></Picker>"#
        ),
        IdiomCase(
            VmlPicker("Flavor", selection: .constant(2)) { VmlForEach(flavors) { VmlText($0.name) } },
            #"<Picker selection="2"><Text style="tag(1)">Mint</Text><Text style="tag(2)">Lemon</Text><Text template="label">Flavor</Text></Picker>"#
        ),
        IdiomCase(
            VmlPicker("Flavor", selection: .constant(20)) { VmlForEach(flavors) { VmlText($0.name).tag($0.id * 10) } },
            #"<Picker selection="20"><Text style="tag(10)">Mint</Text><Text style="tag(20)">Lemon</Text><Text template="label">Flavor</Text></Picker>"#
        ),
        IdiomCase(
            VmlPicker("Flavor", selection: .constant("Mint")) { VmlForEach(flavors, id: \.name) { VmlText($0.name).bold() } },
            #"<Picker selection="Mint"><Text style="bold(), tag(&quot;Mint&quot;)">Mint</Text><Text style="bold(), tag(&quot;Lemon&quot;)">Lemon</Text><Text template="label">Flavor</Text></Picker>"#
        ),
        IdiomCase(
            VmlList(flavors, selection: .constant(Optional(1))) { VmlText($0.name) },
            #"<List selection="1"><Text style="tag(1)">Mint</Text><Text style="tag(2)">Lemon</Text></List>"#),
        IdiomCase(
            VmlTabView(selection: .constant(2)) { VmlForEach(flavors) { VmlText($0.name) } },
            #"<TabView selection="2"><Text style="tag(1)">Mint</Text><Text style="tag(2)">Lemon</Text></TabView>"#),
        IdiomCase(
            VmlPicker("Flavor", selection: .constant(1)) { VmlForEach(.constant(flavors)) { $flavor in VmlText(flavor.name) } },
            #"<Picker selection="1"><Text style="tag(1)">Mint</Text><Text style="tag(2)">Lemon</Text><Text template="label">Flavor</Text></Picker>"#
        ),
        IdiomCase(VmlList(flavors) { VmlText($0.name) }, #"<List><Text>Mint</Text><Text>Lemon</Text></List>"#),
        IdiomCase(
            VmlVStack { VmlForEach(flavors) { VmlText($0.name) } }, #"<VStack><Text>Mint</Text><Text>Lemon</Text></VStack>"#),
    ]

    @Test(arguments: implicitTags) func tagsItemsImplicitly(_ idiom: IdiomCase) {
        idiom.check()
    }
}
