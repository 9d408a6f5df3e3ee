import Foundation
import Testing
import VML

/// Declarations real SwiftUI files use that once failed to compile with the prefix alone: `CGFloat`
/// arguments, `AnyView`, both `onChange` shapes, every `DatePicker` initializer, toolbar and text
/// input modifiers, transitions, `Font`'s instance modifiers, asset symbols, `AsyncImage`'s
/// content and phases, and the deprecated spellings apps still write.
@Suite struct PortingSurfaceTests {
    static let a = VmlText("a")
    static let gap: CGFloat = 12
    static let url = URL(string: "https://example.com/a.png")
    static let day = Date(timeIntervalSince1970: 86_400)

    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }

    static let cases: [IdiomCase] = [
        // `CGFloat` wherever SwiftUI takes one.
        IdiomCase(a.padding(gap), text("padding(12)")),
        IdiomCase(a.padding(.horizontal, gap), text("padding(.horizontal, 12)")),
        IdiomCase(a.frame(width: gap, height: gap * 2), text("frame(width: 12, height: 24)")),
        IdiomCase(a.cornerRadius(gap), text("cornerRadius(12)")),
        IdiomCase(a.offset(x: gap, y: -gap), text("offset(x: 12, y: -12)")),
        IdiomCase(a.lineSpacing(gap / 2), text("lineSpacing(6)")),
        IdiomCase(
            a.padding(VmlEdgeInsets(top: gap, leading: gap, bottom: gap, trailing: gap)),
            text("padding(EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))")),
        IdiomCase(VmlVStack(spacing: gap) { a }, #"<VStack spacing="12"><Text>a</Text></VStack>"#),
        IdiomCase(VmlRoundedRectangle(cornerRadius: gap), #"<RoundedRectangle cornerRadius="12"/>"#),
        // `AnyView`.
        IdiomCase(VmlAnyView(a.bold()), text("bold()")),
        IdiomCase(VmlAnyView(erasing: VmlEmptyView()), "<EmptyView/>"),
        // Actions in every shape: accepted, never called, nothing written.
        IdiomCase(a.onChange(of: 1) { _, _ in }, "<Text>a</Text>"),
        IdiomCase(a.onChange(of: 1, initial: true) {}, "<Text>a</Text>"),
        IdiomCase(a.onChange(of: 1) { _ in }, "<Text>a</Text>"),
        // Every `DatePicker` initializer.
        IdiomCase(
            VmlDatePicker(selection: .constant(day)) { a },
            #"<DatePicker selection="1970-01-02T00:00:00Z"><Text>a</Text></DatePicker>"#),
        IdiomCase(
            VmlDatePicker(selection: .constant(day), in: day..., displayedComponents: [.date, .hourAndMinute]) { a },
            #"<DatePicker displayedComponents="[.date, .hourAndMinute]" lowerBound="1970-01-02T00:00:00Z" selection="1970-01-02T00:00:00Z"><Text>a</Text></DatePicker>"#
        ),
        IdiomCase(
            VmlDatePicker(selection: .constant(day), in: ...day) { a },
            #"<DatePicker selection="1970-01-02T00:00:00Z" upperBound="1970-01-02T00:00:00Z"><Text>a</Text></DatePicker>"#),
        IdiomCase(
            VmlDatePicker(selection: .constant(day), in: day...day, displayedComponents: .date) { a },
            #"<DatePicker displayedComponents="date" lowerBound="1970-01-02T00:00:00Z" selection="1970-01-02T00:00:00Z" upperBound="1970-01-02T00:00:00Z"><Text>a</Text></DatePicker>"#
        ),
        // Toolbar and text input.
        IdiomCase(a.submitLabel(.search), text("submitLabel(.search)")),
        IdiomCase(a.submitLabel(.return), text("submitLabel(.return)")),
        IdiomCase(a.toolbarTitleDisplayMode(.inlineLarge), text("toolbarTitleDisplayMode(.inlineLarge)")),
        IdiomCase(a.toolbarBackground(.hidden, for: .tabBar), text("toolbarBackground(.hidden, for: .tabBar)")),
        IdiomCase(
            a.toolbarBackground(.visible, for: .navigationBar, .tabBar), text("toolbarBackground(.visible, for: .navigationBar, .tabBar)")),
        IdiomCase(a.toolbarBackground(VmlColor.indigo, for: .navigationBar), text("toolbarBackground(.indigo, for: .navigationBar)")),
        IdiomCase(a.toolbarBackground(.ultraThinMaterial, for: .bottomBar), text("toolbarBackground(.ultraThinMaterial, for: .bottomBar)")),
        IdiomCase(a.toolbarColorScheme(.dark, for: .navigationBar), text("toolbarColorScheme(.dark, for: .navigationBar)")),
        // Transitions.
        IdiomCase(a.transition(.scale(scale: 0.5, anchor: .top)), text("transition(.scale(scale: 0.5, anchor: .top))")),
        IdiomCase(a.transition(.scale(scale: 0)), text("transition(.scale(scale: 0))")),
        IdiomCase(
            a.transition(.opacity.combined(with: .move(edge: .bottom))), text("transition(.opacity.combined(with: .move(edge: .bottom)))")),
        IdiomCase(
            a.transition(.asymmetric(insertion: .push(from: .leading), removal: .slide)),
            text("transition(.asymmetric(insertion: .push(from: .leading), removal: .slide))")),
        IdiomCase(a.transition(.offset(y: 20)), text("transition(.offset(y: 20))")),
        IdiomCase(a.transition(.blurReplace), text("transition(.blurReplace)")),
        IdiomCase(
            a.transition(VmlAnyTransition(.slide).combined(with: .opacity)), text("transition(.slide.combined(with: .opacity))")),
        IdiomCase(a.transition(VmlAnyTransition.opacity), text("transition(.opacity)")),
        // `Font`'s instance modifiers.
        IdiomCase(a.font(.body.monospaced()), text("font(.body.monospaced())")),
        IdiomCase(a.font(.title.monospacedDigit()), text("font(.title.monospacedDigit())")),
        IdiomCase(a.font(.caption.weight(.semibold).smallCaps()), text("font(.caption.weight(.semibold).smallCaps())")),
        IdiomCase(a.font(.body.leading(.loose)), text("font(.body.leading(.loose))")),
        IdiomCase(a.font(.headline.width(.condensed)), text("font(.headline.width(.condensed))")),
        IdiomCase(a.font(.title3.design(.serif).italic()), text("font(.title3.design(.serif).italic())")),
        IdiomCase(
            a.font(.custom("Avenir", size: gap, relativeTo: .body)), text("font(.custom(&quot;Avenir&quot;, size: 12, relativeTo: .body))")),
        IdiomCase(a.font(.custom("Avenir", fixedSize: 18)), text("font(.custom(&quot;Avenir&quot;, fixedSize: 18))")),
        // Images: asset symbols, decorative images, variable symbols.
        IdiomCase(VmlImage(.surfaceTestLogo), #"<Image name="Logo"/>"#),
        IdiomCase(VmlImage(decorative: "Background"), #"<Image decorative="Background"/>"#),
        IdiomCase(VmlImage("Logo", bundle: .main), #"<Image name="Logo"/>"#),
        IdiomCase(VmlImage(systemName: "wifi", variableValue: 0.5), #"<Image systemName="wifi" variableValue="0.5"/>"#),
        // `AsyncImage` with content and placeholder, and with phases.
        IdiomCase(
            VmlAsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                VmlProgressView()
            },
            #"<AsyncImage url="https://example.com/a.png"><Image template="content" style="resizable()"/><ProgressView template="placeholder"/></AsyncImage>"#
        ),
        IdiomCase(
            VmlAsyncImage(url: url, transaction: VmlTransaction(animation: .easeIn)) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if phase.error != nil {
                    VmlImage(systemName: "exclamationmark.triangle")
                } else {
                    VmlProgressView()
                }
            },
            #"<AsyncImage url="https://example.com/a.png"><ProgressView template="empty"/><Image template="success" style="resizable()"/><Image template="failure" systemName="exclamationmark.triangle"/></AsyncImage>"#
        ),
        // `ContentUnavailableView.search` and `Text` arguments.
        IdiomCase(
            VmlContentUnavailableView.search(text: "tea"),
            #"<ContentUnavailableView><Label template="label"><Text template="title">No Results for “tea”</Text><Image template="icon" systemName="magnifyingglass"/></Label><Text template="description">Check the spelling or try a new search.</Text></ContentUnavailableView>"#
        ),
        IdiomCase(
            VmlContentUnavailableView.search,
            #"<ContentUnavailableView><Label template="label"><Text template="title">No Results</Text><Image template="icon" systemName="magnifyingglass"/></Label><Text template="description">Check the spelling or try a new search.</Text></ContentUnavailableView>"#
        ),
        IdiomCase(a.accessibilityLabel(VmlText("Delete")), text("accessibilityLabel(&quot;Delete&quot;)")),
        IdiomCase(a.accessibilityHint(VmlText("Removes it")), text("accessibilityHint(&quot;Removes it&quot;)")),
        // Bindings and deprecated spellings.
        IdiomCase(
            VmlDisclosureGroup("More", isExpanded: .constant(true)) { a },
            #"<DisclosureGroup isExpanded="true"><Text>a</Text><Text template="label">More</Text></DisclosureGroup>"#),
        IdiomCase(
            VmlDisclosureGroup(isExpanded: .constant(false)) {
                a
            } label: {
                VmlText("More")
            },
            #"<DisclosureGroup isExpanded="false"><Text>a</Text><Text template="label">More</Text></DisclosureGroup>"#),
        IdiomCase(
            VmlNavigationLink(destination: VmlText("Detail"), isActive: .constant(true)) { VmlText("Open") },
            #"<NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>"#),
        IdiomCase(
            VmlNavigationLink("Open", destination: VmlText("Detail"), isActive: .constant(false)),
            #"<NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>"#),
        IdiomCase(a.navigationBarTitle("Inbox"), text("navigationTitle(&quot;Inbox&quot;)")),
        IdiomCase(a.foregroundColor(.red).accentColor(.blue), text("foregroundColor(.red), tint(.blue)")),
        IdiomCase(a.autocapitalization(.none), text("textInputAutocapitalization(.never)")),
        IdiomCase(a.autocapitalization(.allCharacters), text("textInputAutocapitalization(.characters)")),
        // Style types' initializers, the older spelling of the styles.
        IdiomCase(a.buttonStyle(VmlPlainButtonStyle()), text("buttonStyle(.plain)")),
        IdiomCase(a.textFieldStyle(VmlRoundedBorderTextFieldStyle()), text("textFieldStyle(.roundedBorder)")),
        IdiomCase(a.listStyle(VmlInsetGroupedListStyle()), text("listStyle(.insetGrouped)")),
        IdiomCase(a.navigationViewStyle(VmlStackNavigationViewStyle()), text("navigationViewStyle(.stack)")),
        IdiomCase(a.progressViewStyle(VmlLinearProgressViewStyle()), text("progressViewStyle(.linear)")),
        IdiomCase(a.toggleStyle(VmlSwitchToggleStyle()), text("toggleStyle(.switch)")),
        IdiomCase(a.pickerStyle(VmlSegmentedPickerStyle()), text("pickerStyle(.segmented)")),
        IdiomCase(a.tabViewStyle(VmlPageTabViewStyle()), text("tabViewStyle(.page)")),
        // `withAnimation` inside an action: accepted, the action never runs.
        IdiomCase(VmlButton("Expand") { withAnimation(.spring()) { print("expand") } }, "<Button><Text>Expand</Text></Button>"),
    ]

    @Test(arguments: cases) func ports(_ idiom: IdiomCase) {
        idiom.check()
    }

    final class Draft {
        var title = "Notes"
        var count = 3
    }

    /// `@VmlObservedObject` and `@VmlStateObject` (SwiftUI's, without Combine's `ObservableObject`),
    /// `VmlPreviewProvider`, and `withAnimation` outside an action, which runs its body.
    @Test func objectsPreviewsAndAnimations() throws {
        struct Editor: VmlView {
            @VmlObservedObject var draft: Draft
            @VmlStateObject private var counter = Draft()
            var body: some VmlView {
                VmlTextField("Title", text: $draft.title)
                VmlStepper("Count", value: $counter.count)
            }
        }
        struct Editor_Previews: VmlPreviewProvider {
            static var previews: some VmlView {
                Editor(draft: Draft()).previewDisplayName("Default")
            }
        }
        let expected = #"<TextField text="Notes"><Text>Title</Text></TextField><Stepper value="3"><Text>Count</Text></Stepper>"#
        #expect(try Editor(draft: Draft()).renderVML(.compact) == expected)
        #expect(try Editor_Previews.previews.renderVML(.compact) == expected)
        #expect(withAnimation(.easeIn) { 2 + 2 } == 4)
    }

    /// `@VmlState` with no initial value, set by the view's initializer, as SwiftUI allows.
    @Test func stateWithoutAnInitialValue() throws {
        struct Row: VmlView {
            @VmlState var title: String
            var body: some VmlView { VmlText(title) }
        }
        #expect(try Row(title: "Ada").renderVML(.compact) == "<Text>Ada</Text>")
        struct Optional: VmlView {
            @VmlState var selection: Int?
            var body: some VmlView { VmlText(selection == nil ? "none" : "some") }
        }
        #expect(try Optional().renderVML(.compact) == "<Text>none</Text>")
    }
}

extension VmlImageResource {
    fileprivate static let surfaceTestLogo = VmlImageResource(name: "Logo")
}
