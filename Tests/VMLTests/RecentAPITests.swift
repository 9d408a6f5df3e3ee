import Foundation
import Testing
import VML

/// SwiftUI's iOS 18 and iOS 26 API that VML renders: the `Tab` API, Liquid Glass, the new toolbar
/// items and containers, and the modifiers and values that came with them, written with the prefix
/// alone.
@Suite struct RecentAPITests {
    static let namespace = VmlNamespace().wrappedValue

    static let views: [IdiomCase] = [
        IdiomCase(VmlTab("Home", image: "home") { VmlText("a") }, #"<Tab image="home" title="Home"><Text>a</Text></Tab>"#),
        IdiomCase(
            VmlTab("Search", systemImage: "magnifyingglass", role: .search) { VmlText("a") },
            #"<Tab role="search" systemImage="magnifyingglass" title="Search"><Text>a</Text></Tab>"#),
        IdiomCase(
            VmlTab("Inbox", image: "tray", value: 2, role: nil) { VmlText("a") },
            #"<Tab image="tray" title="Inbox" value="2"><Text>a</Text></Tab>"#),
        IdiomCase(VmlTab { VmlText("a") }, "<Tab><Text>a</Text></Tab>"),
        IdiomCase(VmlTab(role: .search) { VmlText("a") }, #"<Tab role="search"><Text>a</Text></Tab>"#),
        IdiomCase(
            VmlTab(value: 2) {
                VmlText("Inbox")
            } label: {
                VmlText("Mail")
            },
            #"<Tab value="2"><Text>Inbox</Text><Text template="label">Mail</Text></Tab>"#),
        IdiomCase(
            VmlTab(value: "s", role: .search) {
                VmlText("a")
            } label: {
                VmlText("Find")
            },
            #"<Tab role="search" value="s"><Text>a</Text><Text template="label">Find</Text></Tab>"#),
        IdiomCase(
            VmlTabSection("Library") { VmlTab("Songs", systemImage: "music.note") {} },
            #"<TabSection title="Library"><Tab systemImage="music.note" title="Songs"/></TabSection>"#),
        IdiomCase(
            VmlTabSection {
                VmlTab("Songs", systemImage: "music.note") {}
            } header: {
                VmlText("Library")
            },
            #"<TabSection><Tab systemImage="music.note" title="Songs"/><Text template="header">Library</Text></TabSection>"#),
        IdiomCase(
            VmlGlassEffectContainer(spacing: 20) { VmlText("a").glassEffect() },
            #"<GlassEffectContainer spacing="20"><Text style="glassEffect()">a</Text></GlassEffectContainer>"#),
        IdiomCase(VmlToolbarSpacer(), "<ToolbarSpacer/>"),
        IdiomCase(VmlToolbarSpacer(.fixed, placement: .topBarTrailing), #"<ToolbarSpacer placement="topBarTrailing" sizing="fixed"/>"#),
        IdiomCase(
            VmlDefaultToolbarItem(kind: .search, placement: .bottomBar), #"<DefaultToolbarItem kind="search" placement="bottomBar"/>"#),
        IdiomCase(VmlToolbarTitleMenu(), "<ToolbarTitleMenu/>"),
        IdiomCase(
            VmlToolbarTitleMenu { VmlButton("Rename") {} }, "<ToolbarTitleMenu><Button><Text>Rename</Text></Button></ToolbarTitleMenu>"),
    ]

    static let modifiers: [IdiomCase] = [
        IdiomCase(VmlTabView {}.tabBarMinimizeBehavior(.onScrollDown), #"<TabView style="tabBarMinimizeBehavior(.onScrollDown)"/>"#),
        IdiomCase(VmlButton("a") {}.buttonStyle(.glass), #"<Button style="buttonStyle(.glass)"><Text>a</Text></Button>"#),
        IdiomCase(VmlButton("a") {}.buttonStyle(.glassProminent), #"<Button style="buttonStyle(.glassProminent)"><Text>a</Text></Button>"#),
        IdiomCase(VmlButton("a") {}.buttonSizing(.flexible), #"<Button style="buttonSizing(.flexible)"><Text>a</Text></Button>"#),
        IdiomCase(
            VmlScrollView {}.scrollEdgeEffectStyle(.soft, for: .top), #"<ScrollView style="scrollEdgeEffectStyle(.soft, for: .top)"/>"#),
        IdiomCase(VmlList {}.navigationSubtitle("3 unread"), #"<List style="navigationSubtitle(&quot;3 unread&quot;)"/>"#),
        IdiomCase(VmlList {}.navigationSubtitle(VmlText("3 unread")), #"<List style="navigationSubtitle(&quot;3 unread&quot;)"/>"#),
        IdiomCase(
            VmlTabView {}.tabViewBottomAccessory { VmlText("Now Playing") },
            #"<TabView style="tabViewBottomAccessory(content: :tabViewBottomAccessory)"><Text template="tabViewBottomAccessory">Now Playing</Text></TabView>"#
        ),
        IdiomCase(
            VmlTabView {}.tabViewSidebarHeader { VmlText("Library") },
            #"<TabView style="tabViewSidebarHeader(content: :tabViewSidebarHeader)"><Text template="tabViewSidebarHeader">Library</Text></TabView>"#
        ),
        IdiomCase(
            VmlTabView {}.tabViewSidebarFooter { VmlText("v2") },
            #"<TabView style="tabViewSidebarFooter(content: :tabViewSidebarFooter)"><Text template="tabViewSidebarFooter">v2</Text></TabView>"#
        ),
        IdiomCase(
            VmlTabView {}.tabViewSidebarBottomBar { VmlText("Account") },
            #"<TabView style="tabViewSidebarBottomBar(content: :tabViewSidebarBottomBar)"><Text template="tabViewSidebarBottomBar">Account</Text></TabView>"#
        ),
        IdiomCase(
            VmlSection("Recent") {}.sectionActions { VmlButton("Clear") {} },
            #"<Section style="sectionActions(content: :sectionActions)"><Text template="header">Recent</Text><Button template="sectionActions"><Text>Clear</Text></Button></Section>"#
        ),
        IdiomCase(
            VmlList {}.safeAreaBar(edge: .bottom) { VmlText("Footer") },
            #"<List style="safeAreaBar(edge: .bottom, content: :safeAreaBar)"><Text template="safeAreaBar">Footer</Text></List>"#),
        IdiomCase(
            VmlTabView {}.contentToolbar(for: .tabViewSidebar) { VmlToolbarItem { VmlButton("New") {} } },
            #"<TabView style="contentToolbar(for: .tabViewSidebar, content: :contentToolbar)"><ToolbarItem template="contentToolbar"><Button><Text>New</Text></Button></ToolbarItem></TabView>"#
        ),
        IdiomCase(
            VmlText("a").glassEffect().glassEffectID("edit", in: namespace),
            #"<Text style="glassEffect(), glassEffectID(&quot;edit&quot;)">a</Text>"#),
        IdiomCase(
            VmlText("a").glassEffect().glassEffectUnion(id: 1, namespace: namespace),
            #"<Text style="glassEffect(), glassEffectUnion(id: 1)">a</Text>"#),
        IdiomCase(VmlText("a").glassEffectTransition(.materialize), #"<Text style="glassEffectTransition(.materialize)">a</Text>"#),
        IdiomCase(
            VmlImage("cover").matchedTransitionSource(id: "cover", in: namespace),
            #"<Image name="cover" style="matchedTransitionSource(id: &quot;cover&quot;)"/>"#),
        IdiomCase(
            VmlText("a").navigationTransition(.zoom(sourceID: "cover", in: namespace)),
            #"<Text style="navigationTransition(.zoom(sourceID: &quot;cover&quot;))">a</Text>"#),
        IdiomCase(VmlText("a").navigationTransition(.automatic), #"<Text style="navigationTransition(.automatic)">a</Text>"#),
        IdiomCase(VmlText("a").presentationSizing(.form), #"<Text style="presentationSizing(.form)">a</Text>"#),
        IdiomCase(VmlText("a").textVariant(.sizeDependent), #"<Text style="textVariant(.sizeDependent)">a</Text>"#),
        IdiomCase(
            VmlSection("A") {}.sectionIndexLabel("A"),
            #"<Section style="sectionIndexLabel(&quot;A&quot;)"><Text template="header">A</Text></Section>"#),
        IdiomCase(
            VmlSection("A") {}.sectionIndexLabel(VmlText("A")),
            #"<Section style="sectionIndexLabel(&quot;A&quot;)"><Text template="header">A</Text></Section>"#),
        IdiomCase(
            VmlScrollView {}.accessibilityScrollStatus("Page 2"), #"<ScrollView style="accessibilityScrollStatus(&quot;Page 2&quot;)"/>"#),
        IdiomCase(
            VmlText("a").assistiveAccessNavigationIcon(VmlImage("home")),
            #"<Text style="assistiveAccessNavigationIcon(:assistiveAccessNavigationIcon)">a<Image template="assistiveAccessNavigationIcon" name="home"/></Text>"#
        ),
        IdiomCase(
            VmlText("a").assistiveAccessNavigationIcon(systemImage: "house"),
            #"<Text style="assistiveAccessNavigationIcon(systemImage: &quot;house&quot;)">a</Text>"#),
        IdiomCase(
            VmlScrollView {}.scrollPosition(.constant(VmlScrollPosition(edge: .bottom))),
            #"<ScrollView style="scrollPosition(ScrollPosition(edge: .bottom))"/>"#),
        IdiomCase(VmlScrollView {}.onScrollPhaseChange { _, newPhase in _ = newPhase == .idle }, "<ScrollView/>"),
        IdiomCase(VmlScrollView {}.onScrollTargetVisibilityChange(idType: Int.self) { _ in }, "<ScrollView/>"),
        IdiomCase(VmlText("a").hoverEffect(VmlHoverEffect(.lift)), #"<Text style="hoverEffect(.lift)">a</Text>"#),
    ]

    static let overloads: [IdiomCase] = [
        IdiomCase(VmlButton(role: .cancel) {}, #"<Button role="cancel"/>"#),
        IdiomCase(
            VmlButton(role: .destructive) {
            } label: {
                VmlText("Delete")
            }, #"<Button role="destructive"><Text>Delete</Text></Button>"#),
        IdiomCase(
            VmlPicker("N", selection: .constant(1)) {
                VmlText("One").tag(1)
            } currentValueLabel: {
                VmlText("1")
            },
            #"<Picker selection="1"><Text style="tag(1)">One</Text><Text template="label">N</Text><Text template="currentValueLabel">1</Text></Picker>"#
        ),
        IdiomCase(
            VmlToolbarItem(id: "share", placement: .primaryAction) { VmlText("Share") },
            #"<ToolbarItem id="share" placement="primaryAction"><Text>Share</Text></ToolbarItem>"#),
        IdiomCase(
            VmlToolbarItem(id: "share", showsByDefault: false) { VmlText("Share") },
            #"<ToolbarItem id="share" showsByDefault="false"><Text>Share</Text></ToolbarItem>"#),
        IdiomCase(
            VmlToolbarItemGroup {
                VmlButton("Bold") {}
            } label: {
                VmlText("Format")
            },
            #"<ToolbarItemGroup><Button><Text>Bold</Text></Button><Text template="label">Format</Text></ToolbarItemGroup>"#),
        IdiomCase(
            VmlCircle().stroke(.red, style: VmlStrokeStyle(lineWidth: 2, dash: [4])),
            #"<Circle style="stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))"/>"#),
        IdiomCase(VmlCircle().stroke(lineWidth: 2), #"<Circle style="stroke(lineWidth: 2)"/>"#),
        IdiomCase(
            VmlCapsule().strokeBorder(.blue, style: VmlStrokeStyle(lineWidth: 2)),
            #"<Capsule style="strokeBorder(.blue, style: StrokeStyle(lineWidth: 2))"/>"#),
        IdiomCase(VmlText("a").underline(pattern: .dash), #"<Text style="underline(pattern: .dash)">a</Text>"#),
        IdiomCase(
            VmlText("a").accessibilityLabel("Close", isEnabled: true),
            #"<Text style="accessibilityLabel(&quot;Close&quot;, isEnabled: true)">a</Text>"#),
        IdiomCase(
            VmlText("a").accessibilityHidden(true, isEnabled: false), #"<Text style="accessibilityHidden(true, isEnabled: false)">a</Text>"#
        ),
        IdiomCase(
            VmlText("a").accessibilityActions(category: .edit) { VmlButton("Archive") {} },
            #"<Text style="accessibilityActions(category: .edit, content: :accessibilityActions)">a<Button template="accessibilityActions"><Text>Archive</Text></Button></Text>"#
        ),
        IdiomCase(VmlText("a").listRowInsets(.horizontal, 8), #"<Text style="listRowInsets(.horizontal, 8)">a</Text>"#),
        IdiomCase(
            VmlText("a").multilineTextAlignment(strategy: .layoutBased),
            #"<Text style="multilineTextAlignment(strategy: .layoutBased)">a</Text>"#),
        IdiomCase(VmlText("a").gesture(VmlTapGesture(), isEnabled: false), "<Text>a</Text>"),
        IdiomCase(
            VmlText("a").foregroundStyle(VmlColor.red.mix(with: .blue, by: 0.25)),
            #"<Text style="foregroundStyle(.red.mix(with: .blue, by: 0.25))">a</Text>"#),
        IdiomCase(VmlText("a").font(.body.bold(false)), #"<Text style="font(.body.bold(false))">a</Text>"#),
    ]

    @Test(arguments: views + modifiers + overloads)
    func rendersItsVML(_ idiom: IdiomCase) {
        idiom.check()
    }

    @Test func aScrollPositionWritesWhereTheServerScrolledIt() throws {
        var position = VmlScrollPosition(idType: Int.self)
        #expect(try position.expression.canonicalText() == "ScrollPosition()")
        position.scrollTo(id: 7, anchor: .center)
        #expect(try position.expression.canonicalText() == "ScrollPosition(id: 7, anchor: .center)")
        #expect(position.viewID(type: Int.self) == 7)
        #expect(position.viewID(type: String.self) == nil)
        position.scrollTo(x: 0, y: 40)
        #expect(try position.expression.canonicalText() == "ScrollPosition(x: 0, y: 40)")
    }

    @Test func aBindingToACollectionReadsTheCollection() {
        let items = VmlBinding.constant(["a", "b", "c"])
        #expect(items.indices == 0..<3)
        #expect(items.index(before: items.endIndex) == 2)
        #expect(items.animation().wrappedValue == ["a", "b", "c"])
    }

    @Test func anAccessibilityActionCategoryIsWrittenWithItsName() throws {
        #expect(
            try VmlAccessibilityActionCategory(VmlText("Formatting")).expression.canonicalText()
                == #"AccessibilityActionCategory("Formatting")"#)
    }

    @Test func theNewEnvironmentValuesReadSwiftUIsDefaults() {
        let values = VmlEnvironmentValues()
        #expect(values.buttonSizing == .automatic)
        #expect(values.appearsActive)
        #expect(values.labelsVisibility == .automatic)
        #expect(values.symbolColorRenderingMode == nil)
    }
}
