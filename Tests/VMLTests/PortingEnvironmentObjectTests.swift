import Testing
import VML

/// Objects in the environment: `@VmlEnvironment(Model.self)`, its optional form and
/// `@VmlEnvironmentObject`, put there by the render context or by `.environment(…)` and
/// `.environmentObject(…)` on a composite view.
@Suite struct PortingEnvironmentObjectTests {
    // MARK: A ported screen, as SwiftUI writes it (main-actor models and views)

    @MainActor @Observable final class Library {
        var name = "City Library"
        var books = ["Dune", "Emma", "Ulysses"]
    }

    @MainActor @Observable final class Cart {
        var items = ["Emma"]
        var note = "Gift"
    }

    @MainActor struct LibraryScreen: @MainActor VmlView {
        @VmlEnvironment(Library.self) private var library
        @VmlEnvironment(\.editMode) private var editMode
        @VmlEnvironment(\.dismiss) private var dismiss

        var body: some VmlView {
            VmlNavigationStack {
                VmlList {
                    VmlSection(library.name) {
                        VmlForEach(library.books, id: \.self) { title in
                            BookRow(title: title)
                        }
                    }
                    CartSummary()
                }
                .navigationTitle(editMode?.wrappedValue.isEditing == true ? "Editing" : "Books")
            }
        }
    }

    @MainActor struct BookRow: @MainActor VmlView {
        let title: String
        @VmlEnvironmentObject var cart: Cart

        var body: some VmlView {
            VmlHStack {
                VmlText(title)
                if cart.items.contains(title) {
                    VmlImage(systemName: "cart.fill")
                }
            }
        }
    }

    @MainActor struct CartSummary: @MainActor VmlView {
        @VmlEnvironmentObject var cart: Cart

        var body: some VmlView {
            VmlTextField("Note", text: $cart.note)
        }
    }

    /// The app's root, as a SwiftUI `App`'s `WindowGroup` writes it: the objects set on the screen.
    @MainActor struct RootView: @MainActor VmlView {
        let library: Library
        let cart: Cart

        var body: some VmlView {
            LibraryScreen()
                .environment(library)
                .environmentObject(cart)
        }
    }

    static let screen =
        #"<NavigationStack><List style="navigationTitle(&quot;Books&quot;)"><Section><HStack><Text>Dune</Text></HStack>"#
        + #"<HStack><Text>Emma</Text><Image systemName="cart.fill"/></HStack><HStack><Text>Ulysses</Text></HStack>"#
        + #"<Text template="header">City Library</Text></Section><TextField text="Gift"><Text>Note</Text></TextField></List></NavigationStack>"#

    static let english = VmlRenderContext(locale: Locale(identifier: "en_US"))

    @Test @MainActor func objectsComeFromTheRenderContext() throws {
        let context = Self.english.environment(Library()).environmentObject(Cart())
        #expect(try LibraryScreen().renderVML(.compact, in: context) == Self.screen)
    }

    @Test @MainActor func objectsComeFromEnvironmentOnAnEnclosingComposite() throws {
        #expect(try RootView(library: Library(), cart: Cart()).renderVML(.compact) == Self.screen)
        #expect(try RootView(library: Library(), cart: Cart()).renderVML(.compact, in: Self.english) == Self.screen)
    }

    /// At the top level, the modifier builds the screen when it is rendered, so the render
    /// context reaches it as well as the objects.
    @Test @MainActor func topLevelModifiersBuildInTheRenderContext() throws {
        let editing = Self.english.environment(\.editMode, .constant(.active))
        let vml = try LibraryScreen().environment(Library()).environmentObject(Cart()).renderVML(.compact, in: editing)
        #expect(vml == Self.screen.replacingOccurrences(of: "&quot;Books&quot;", with: "&quot;Editing&quot;"))
    }

    @Test @MainActor func theSameScreenWithOtherObjects() throws {
        let library = Library()
        library.name = "Annex"
        library.books = ["Emma"]
        let cart = Cart()
        cart.items = []
        cart.note = ""
        #expect(
            try RootView(library: library, cart: cart).renderVML(.compact)
                == #"<NavigationStack><List style="navigationTitle(&quot;Books&quot;)"><Section><HStack><Text>Emma</Text></HStack>"#
                + #"<Text template="header">Annex</Text></Section><TextField text=""><Text>Note</Text></TextField></List></NavigationStack>"#
        )
    }

    // MARK: Nested composites, overrides, and the optional form (nonisolated views)

    final class Theme: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    struct ThemeName: VmlView {
        @VmlEnvironment(Theme.self) private var theme
        var body: some VmlView { VmlText(theme.name) }
    }

    struct OptionalThemeName: VmlView {
        @VmlEnvironment(Theme.self) private var theme: Theme?
        var body: some VmlView { VmlText(theme?.name ?? "no theme") }
    }

    struct Panel: VmlView {
        var body: some VmlView {
            VmlVStack {
                ThemeName()
                Inner().environment(Theme("Inner"))
                ThemeName()
            }
        }
    }

    struct Inner: VmlView {
        var body: some VmlView {
            VmlHStack { ThemeName() }
        }
    }

    struct Page: VmlView {
        var body: some VmlView {
            Panel().environment(Theme("Outer"))
        }
    }

    /// An object reaches every composite built inside the modified view, however deep; an inner
    /// `.environment(…)` of the same type replaces it for its own views only.
    @Test func nestedCompositesSeeTheNearestObject() throws {
        #expect(
            try Page().renderVML(.compact)
                == "<VStack><Text>Outer</Text><HStack><Text>Inner</Text></HStack><Text>Outer</Text></VStack>")
        #expect(
            try Panel().renderVML(.compact, in: Self.english.environment(Theme("Context")))
                == "<VStack><Text>Context</Text><HStack><Text>Inner</Text></HStack><Text>Context</Text></VStack>")
    }

    @Test func theOptionalFormIsNilWithoutAnObject() throws {
        #expect(try OptionalThemeName().renderVML(.compact) == "<Text>no theme</Text>")
        #expect(try OptionalThemeName().renderVML(.compact, in: Self.english) == "<Text>no theme</Text>")
        #expect(try OptionalThemeName().environment(Theme("Dusk")).renderVML(.compact) == "<Text>Dusk</Text>")
        #expect(
            try OptionalThemeName().environment(Theme?.none).renderVML(.compact, in: Self.english.environment(Theme("Dusk")))
                == "<Text>no theme</Text>")
    }

    /// A child built in a container before the modifier runs does not see the object: the
    /// container's children exist before `.environment(…)` is applied to it.
    @Test func childrenBuiltBeforeTheModifierDoNotSeeIt() throws {
        let stack = VmlVStack { OptionalThemeName() }.environment(Theme("Late"))
        #expect(try stack.renderVML(.compact) == "<VStack><Text>no theme</Text></VStack>")
        let context = Self.english.environment(Theme("Early"))
        #expect(
            try context.apply { try VmlVStack { OptionalThemeName() }.renderVML(.compact) }
                == "<VStack><Text>Early</Text></VStack>")
    }

    /// The modifier writes nothing itself, and other modifiers chain after it.
    @Test func modifiersChainAfterIt() throws {
        #expect(
            try ThemeName().environment(Theme("Dawn")).padding(8).renderVML(.compact)
                == #"<Text style="padding(8)">Dawn</Text>"#)
    }

    /// Each task renders with its own context's objects.
    @Test func concurrentRendersSeeTheirOwnObjects() async throws {
        let rendered = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<6 {
                let context = Self.english.environment(Theme("Theme \(index)"))
                group.addTask { try ThemeName().renderVML(.compact, in: context) }
            }
            var all: [String] = []
            for try await vml in group { all.append(vml) }
            return all.sorted()
        }
        #expect(rendered == (0..<6).map { "<Text>Theme \($0)</Text>" })
    }

    // MARK: Keys set with .environment(\.key, value) on a composite

    struct Direction: VmlView {
        @VmlEnvironment(\.layoutDirection) private var layoutDirection
        @VmlEnvironment(\.locale) private var locale
        var body: some VmlView { VmlText("\(locale.identifier) \(layoutDirection)") }
    }

    @Test func keysSetOnACompositeReachItsBody() throws {
        #expect(try Direction().renderVML(.compact) == "<Text>en_US leftToRight</Text>")
        #expect(
            try Direction().environment(\.locale, Locale(identifier: "ar_EG")).renderVML(.compact)
                == "<Text>ar_EG rightToLeft</Text>")
        #expect(
            try Direction().environment(\.layoutDirection, .rightToLeft).renderVML(.compact, in: Self.english)
                == "<Text>en_US rightToLeft</Text>")
    }

    // MARK: Contexts holding objects compare them by identity

    @Test func contextsCompareObjectsByIdentity() {
        let theme = Theme("Dusk")
        let base = VmlRenderContext(locale: Locale(identifier: "en_US"), now: Date(timeIntervalSince1970: 0))
        #expect(base.environment(theme) == base.environment(theme))
        #expect(base.environment(theme).hashValue == base.environment(theme).hashValue)
        #expect(base.environment(theme) != base.environment(Theme("Dusk")))
        #expect(base.environment(theme) != base)
        #expect(base.environment(theme).environment(Theme?.none) == base)
        #expect(base.environment(\.isPresented, true) == base.environment(\.isPresented, true))
        #expect(base.environment(\.isPresented, true) != base)
        #expect(Set([base.environment(theme), base.environment(theme), base]).count == 2)
    }

    // MARK: A missing object stops, saying how to provide it

    @Test func aMissingObjectStopsWithHowToProvideIt() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? ThemeName().renderVML(.compact)
        }
        .map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("No Observable object of type Theme found (@VmlEnvironment)"))
            #expect(message.contains("renderVML(in: context.environment(object))"))
            #expect(message.contains("ContentView().environment(object)"))
        }
    }

    @Test func aMissingEnvironmentObjectStopsWithHowToProvideIt() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? StoreName().renderVML(.compact)
        }
        .map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("No Observable object of type Store found (@VmlEnvironmentObject)"))
            #expect(message.contains("ContentView().environmentObject(object)"))
        }
    }

    final class Store: Sendable {
        let name = "Corner Shop"
    }

    struct StoreName: VmlView {
        @VmlEnvironmentObject var store: Store
        var body: some VmlView { VmlText(store.name) }
    }

    @Test func environmentObjectReadsFromEitherSetter() throws {
        #expect(try StoreName().environmentObject(Store()).renderVML(.compact) == "<Text>Corner Shop</Text>")
        #expect(try StoreName().environment(Store()).renderVML(.compact) == "<Text>Corner Shop</Text>")
        #expect(try StoreName().renderVML(.compact, in: Self.english.environmentObject(Store())) == "<Text>Corner Shop</Text>")
    }
}
