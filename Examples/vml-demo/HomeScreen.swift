import VML

/// The spec's complete screen (§9 of the VML spec), written with the DSL.
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
