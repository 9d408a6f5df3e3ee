import VML

// A tab app.
struct TabAppScreen: VmlView {
    enum Tab: Hashable {
        case home, library, profile
    }

    @VmlState private var selection = Tab.library

    var body: some VmlView {
        VmlTabView(selection: $selection) {
            VmlNavigationStack {
                VmlText("Home")
                    .navigationTitle("Home")
            }
            .tabItem {
                VmlLabel("Home", systemImage: "house")
            }
            .tag(Tab.home)

            VmlNavigationStack {
                VmlContentUnavailableView("No Books", systemImage: "books.vertical", description: VmlText("Books you add appear here."))
            }
            .tabItem {
                VmlLabel("Library", systemImage: "books.vertical")
            }
            .badge(3)
            .tag(Tab.library)

            VmlText("Profile")
                .tabItem {
                    VmlLabel("Profile", systemImage: "person")
                }
                .tag(Tab.profile)
        }
    }
}
