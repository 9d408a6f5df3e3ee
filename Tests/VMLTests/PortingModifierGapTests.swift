import Foundation
import Testing
import VML

/// The View modifiers that once had no `Vml` declaration, or a generated refusal: overloads of
/// names VML declared with other labels, gestures and the other action-only modifiers (accepted,
/// writing nothing), and modifiers with a value type of their own (written with their arguments).
@Suite struct PortingModifierGapTests {
    struct Tag: Identifiable, Sendable {
        let id: Int
        let name: String
    }

    struct SaveError: LocalizedError {
        var errorDescription: String? { "Disk full" }
        var recoverySuggestion: String? { "Free some space." }
    }

    struct SelectedNoteKey: VmlFocusedValueKey {
        typealias Value = String
    }

    struct NoteDrop: VmlDropDelegate {
        func performDrop(info: VmlDropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
    }

    enum Field: Hashable {
        case name, total
    }

    static let a = VmlText("a")
    static let unchanged = "<Text>a</Text>"
    static let tags = [Tag(id: 1, name: "red"), Tag(id: 2, name: "blue")]

    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }

    /// A state as a view holds it, for the modifiers that take a projected value.
    static let isFocused = VmlFocusState<Bool>()
    static let field = VmlFocusState<Field?>()
    static let drag = VmlGestureState(wrappedValue: CGSize.zero)
    static let namespace = VmlNamespace().wrappedValue

    /// Overloads of names VML already declared, with other labels.
    static let overloads: [IdiomCase] = [
        IdiomCase(
            a.alert(isPresented: .constant(true), error: SaveError()) { VmlButton("OK") {} },
            #"<Text style="alert(&quot;Disk full&quot;, isPresented: true, actions: :alert)">a<Button template="alert"><Text>OK</Text></Button></Text>"#
        ),
        IdiomCase(
            a.alert(isPresented: .constant(true), error: SaveError()) { _ in
                VmlButton("OK") {}
            } message: { error in
                VmlText(error.recoverySuggestion ?? "")
            },
            #"<Text style="alert(&quot;Disk full&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a<Button template="alert"><Text>OK</Text></Button><Text template="alertMessage">Free some space.</Text></Text>"#
        ),
        IdiomCase(
            a.alert(isPresented: .constant(false), error: SaveError?.none) { _ in
                VmlButton("OK") {}
            } message: { _ in
                VmlText("")
            },
            #"<Text style="alert(&quot;&quot;, isPresented: false)">a</Text>"#),
        IdiomCase(
            a.confirmationDialog("Delete?", isPresented: .constant(true), presenting: tags[0]) { tag in
                VmlButton("Delete \(tag.name)", role: .destructive) {}
            },
            #"<Text style="confirmationDialog(&quot;Delete?&quot;, isPresented: true, actions: :confirmationDialog)">a<Button template="confirmationDialog" role="destructive"><Text>Delete red</Text></Button></Text>"#
        ),
        IdiomCase(
            a.confirmationDialog("Delete?", isPresented: .constant(false), titleVisibility: .visible, presenting: tags[1]) { _ in
                VmlButton("Delete", role: .destructive) {}
            } message: { tag in
                VmlText(tag.name)
            },
            #"<Text style="confirmationDialog(&quot;Delete?&quot;, isPresented: false, titleVisibility: .visible, actions: :confirmationDialog, message: :confirmationDialogMessage)">a<Button template="confirmationDialog" role="destructive"><Text>Delete</Text></Button><Text template="confirmationDialogMessage">blue</Text></Text>"#
        ),
        IdiomCase(a.animation(.easeIn) { content in content.opacity(0.5) }, text("opacity(0.5), animation(.easeIn)")),
        IdiomCase(a.background(), text("background()")),
        IdiomCase(a.background(ignoresSafeAreaEdges: .top), text("background(ignoresSafeAreaEdges: .top)")),
        IdiomCase(a.background(in: .capsule), text("background(in: .capsule)")),
        IdiomCase(a.background(in: VmlCapsule()), text("background(in: Capsule())")),
        IdiomCase(
            a.background(in: .circle, fillStyle: VmlFillStyle(eoFill: true)),
            text("background(in: .circle, fillStyle: FillStyle(eoFill: true))")),
        IdiomCase(a.overlay(.red, in: .circle), text("overlay(.red, in: .circle)")),
        IdiomCase(a.overlay(.red, in: VmlCircle(), fillStyle: VmlFillStyle()), text("overlay(.red, in: Circle())")),
        IdiomCase(a.contentShape(.dragPreview, .circle), text("contentShape(.dragPreview, .circle)")),
        IdiomCase(a.contentShape(.interaction, VmlCircle(), eoFill: true), text("contentShape(.interaction, Circle(), eoFill: true)")),
        IdiomCase(
            a.contextMenu {
                VmlButton("Copy") {}
            } preview: {
                VmlText("Preview")
            },
            #"<Text style="contextMenu(content: :contextMenu, preview: :contextMenuPreview)">a<Button template="contextMenu"><Text>Copy</Text></Button><Text template="contextMenuPreview">Preview</Text></Text>"#
        ),
        IdiomCase(
            a.contextMenu(forSelectionType: Int.self) { ids in VmlButton("New Folder (\(ids.count))") {} },
            #"<Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>New Folder (0)</Text></Button></Text>"#
        ),
        IdiomCase(
            a.contextMenu(VmlContextMenu { VmlButton("Copy") {} }),
            #"<Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>Copy</Text></Button></Text>"#),
        IdiomCase(a.contextMenu(nil), unchanged),
        IdiomCase(a.focusable(interactions: .activate), text("focusable(interactions: .activate)")),
        IdiomCase(a.focusable(false, interactions: .edit), text("focusable(false, interactions: .edit)")),
        IdiomCase(a.foregroundStyle(.red, .orange, .yellow), text("foregroundStyle(.red, .orange, .yellow)")),
        IdiomCase(
            a.keyboardShortcut("f", localization: .withoutMirroring),
            text("keyboardShortcut(&quot;f&quot;, localization: .withoutMirroring)")),
        IdiomCase(a.offset(CGSize(width: 4, height: -2)), text("offset(x: 4, y: -2)")),
        IdiomCase(a.position(CGPoint(x: 10, y: 20)), text("position(x: 10, y: 20)")),
        IdiomCase(
            a.presentationDetents([.medium, .large], selection: .constant(.medium)),
            text("presentationDetents([.medium, .large], selection: .medium)")),
        IdiomCase(
            VmlList {}.searchable(text: .constant("tea"), isPresented: .constant(true), prompt: "Search"),
            #"<List style="searchable(text: &quot;tea&quot;, isPresented: true, prompt: &quot;Search&quot;)"/>"#),
        IdiomCase(
            VmlList {}.searchable(text: .constant("")) { VmlText("Tea").searchCompletion("tea") },
            #"<List style="searchable(text: &quot;&quot;, suggestions: :searchSuggestions)"><Text template="searchSuggestions" style="searchCompletion(&quot;tea&quot;)">Tea</Text></List>"#
        ),
        IdiomCase(
            VmlList {}.searchable(text: .constant(""), tokens: .constant(tags)) { tag in VmlText(tag.name) },
            #"<List style="searchable(text: &quot;&quot;, tokens: :searchTokens)"><Text template="searchTokens">red</Text><Text template="searchTokens">blue</Text></List>"#
        ),
        IdiomCase(
            VmlList {}.searchable(
                text: .constant("r"), tokens: .constant([tags[0]]), suggestedTokens: .constant([tags[1]]), isPresented: .constant(false),
                prompt: "Tags"
            ) { tag in VmlText(tag.name) },
            #"<List style="searchable(text: &quot;r&quot;, tokens: :searchTokens, suggestedTokens: :searchSuggestedTokens, isPresented: false, prompt: &quot;Tags&quot;)"><Text template="searchTokens">red</Text><Text template="searchSuggestedTokens">blue</Text></List>"#
        ),
        IdiomCase(
            VmlList {}.searchable(text: .constant(""), tokens: .constant([Tag]())) { tag in VmlText(tag.name) },
            #"<List style="searchable(text: &quot;&quot;, tokens: [])"/>"#),
        IdiomCase(
            VmlList {}.searchable(text: .constant(""), editableTokens: .constant([tags[0]])) { $tag in VmlText(tag.name) },
            #"<List style="searchable(text: &quot;&quot;, editableTokens: :searchTokens)"><Text template="searchTokens">red</Text></List>"#),
        IdiomCase(a.toolbar(.hidden, for: .tabBar), text("toolbar(.hidden, for: .tabBar)")),
        IdiomCase(a.toolbar(.visible, for: .navigationBar, .bottomBar), text("toolbar(.visible, for: .navigationBar, .bottomBar)")),
        IdiomCase(a.toolbar(removing: .sidebarToggle), text("toolbar(removing: .sidebarToggle)")),
        IdiomCase(a.toolbar(removing: nil), text("toolbar(removing: nil)")),
        IdiomCase(
            a.toolbar(id: "editor") { VmlButton("Save") {} },
            #"<Text style="toolbar(id: &quot;editor&quot;, content: :toolbar)">a<Button template="toolbar"><Text>Save</Text></Button></Text>"#
        ),
    ]

    /// Gestures and the other action-only modifiers: accepted, the view unchanged.
    static let accepted: [IdiomCase] = [
        IdiomCase(a.gesture(VmlTapGesture(count: 2).onEnded {}), unchanged),
        IdiomCase(a.gesture(VmlTapGesture(), including: .subviews), unchanged),
        IdiomCase(a.gesture(VmlSpatialTapGesture().onEnded { value in _ = value.location }), unchanged),
        IdiomCase(a.gesture(VmlLongPressGesture(minimumDuration: 1).onEnded { _ in }), unchanged),
        IdiomCase(a.gesture(VmlDragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { _ = $0.translation }), unchanged),
        IdiomCase(a.gesture(VmlDragGesture().updating(drag.projectedValue) { value, state, _ in state = value.translation }), unchanged),
        IdiomCase(a.gesture(VmlMagnifyGesture().onChanged { _ = $0.magnification }.onEnded { _ in }), unchanged),
        IdiomCase(a.gesture(VmlRotateGesture().onChanged { _ = $0.rotation }), unchanged),
        IdiomCase(a.gesture(VmlMagnificationGesture().onChanged { _ = $0 * 2 }), unchanged),
        IdiomCase(a.gesture(VmlRotationGesture().onEnded { _ = $0 }), unchanged),
        IdiomCase(a.gesture(VmlMagnifyGesture().simultaneously(with: VmlRotateGesture())), unchanged),
        IdiomCase(a.gesture(VmlLongPressGesture().sequenced(before: VmlDragGesture())), unchanged),
        IdiomCase(a.gesture(VmlTapGesture(count: 2).exclusively(before: VmlTapGesture())), unchanged),
        IdiomCase(a.simultaneousGesture(VmlDragGesture().onEnded { _ in }), unchanged),
        IdiomCase(a.highPriorityGesture(VmlLongPressGesture(), including: .gesture), unchanged),
        IdiomCase(a.onKeyPress(.upArrow) { .handled }, unchanged),
        IdiomCase(a.onKeyPress(.space, phases: .down) { _ in .handled }, unchanged),
        IdiomCase(a.onKeyPress(characters: .decimalDigits) { _ in .ignored }, unchanged),
        IdiomCase(a.onKeyPress(keys: [.leftArrow, .rightArrow], phases: [.down, .repeat]) { _ in .handled }, unchanged),
        IdiomCase(a.onKeyPress(phases: .up) { press in press.characters.isEmpty ? .ignored : .handled }, unchanged),
        IdiomCase(a.onContinuousHover { _ in }, unchanged),
        IdiomCase(a.onContinuousHover(coordinateSpace: .global) { phase in _ = phase == .ended }, unchanged),
        IdiomCase(a.sensoryFeedback(.success, trigger: 1), unchanged),
        IdiomCase(a.sensoryFeedback(.impact, trigger: 1) { old, new in new > old }, unchanged),
        IdiomCase(a.sensoryFeedback(trigger: 1) { old, new in new > old ? .increase : .decrease }, unchanged),
        IdiomCase(a.onDrag { VmlItemProvider(object: "a") }, unchanged),
        IdiomCase(
            a.onDrag {
                VmlItemProvider()
            } preview: {
                VmlText("Moving")
            }, unchanged),
        IdiomCase(a.onDrop(of: [.image], isTargeted: .constant(false)) { _ in true }, unchanged),
        IdiomCase(a.onDrop(of: [.url], isTargeted: nil) { _, location in location.x > 0 }, unchanged),
        IdiomCase(a.onDrop(of: [.text], delegate: NoteDrop()), unchanged),
        IdiomCase(a.draggable("a"), unchanged),
        IdiomCase(a.draggable("a") { VmlText("Moving") }, unchanged),
        IdiomCase(a.dropDestination(for: String.self) { items, _ in !items.isEmpty }, unchanged),
        IdiomCase(a.dropDestination(for: String.self, action: { _, _ in true }, isTargeted: { _ in }), unchanged),
        IdiomCase(a.itemProvider { VmlItemProvider() }, unchanged),
        IdiomCase(VmlScrollView {}.scrollIndicatorsFlash(trigger: 3), "<ScrollView/>"),
        IdiomCase(VmlScrollView {}.scrollIndicatorsFlash(onAppear: true), #"<ScrollView style="scrollIndicatorsFlash(onAppear: true)"/>"#),
        IdiomCase(a.renameAction {}, unchanged),
        IdiomCase(a.renameAction(isFocused.projectedValue), unchanged),
        IdiomCase(a.focusedValue(\.selectedNote, "Groceries"), unchanged),
        IdiomCase(a.focusedSceneValue(\.selectedNote, nil), unchanged),
        IdiomCase(a.defaultFocus(field.projectedValue, .name, priority: .userInitiated), unchanged),
        IdiomCase(a.previewDevice("iPhone 15 Pro"), unchanged),
        IdiomCase(a.previewLayout(.fixed(width: 320, height: 80)), unchanged),
        IdiomCase(a.previewDisplayName("Dark"), unchanged),
        IdiomCase(a.previewInterfaceOrientation(.landscapeLeft), unchanged),
        IdiomCase(a.previewContext("systemSmall"), unchanged),
        IdiomCase(a.transaction { $0.animation = nil }, unchanged),
        IdiomCase(a.transaction(value: 2) { $0.animation = .easeIn }, unchanged),
        IdiomCase(
            a.transaction {
                $0.animation = nil
            } body: { content in
                content.opacity(0.5)
            }, text("opacity(0.5)")),
        IdiomCase(a.handlesExternalEvents(preferring: ["note"], allowing: ["*"]), unchanged),
        IdiomCase(a.accessibilityZoomAction { action in _ = action.direction == .zoomIn }, unchanged),
        IdiomCase(a.fileImporter(isPresented: .constant(false), allowedContentTypes: [.pdf]) { _ in }, unchanged),
        IdiomCase(
            a.fileImporter(isPresented: .constant(true), allowedContentTypes: [.image], allowsMultipleSelection: true) { _ in }, unchanged),
        IdiomCase(a.fileExporter(isPresented: .constant(false), document: "text", contentType: .plainText) { _ in }, unchanged),
        IdiomCase(a.fileExporter(isPresented: .constant(false), document: "text", contentTypes: [.json]) { _ in }, unchanged),
        IdiomCase(a.fileExporter(isPresented: .constant(false), documents: ["a", "b"], contentType: .plainText) { _ in }, unchanged),
        IdiomCase(
            a.fileExporter(
                isPresented: .constant(false), documents: ["a"], contentTypes: [.json], onCompletion: { _ in }, onCancellation: {}),
            unchanged),
        IdiomCase(a.fileExporter(isPresented: .constant(false), item: "a") { _ in }, unchanged),
        IdiomCase(a.fileExporter(isPresented: .constant(false), items: ["a"]) { _ in }, unchanged),
        IdiomCase(a.fileMover(isPresented: .constant(false), file: URL(string: "file:///a")) { _ in }, unchanged),
        IdiomCase(a.fileMover(isPresented: .constant(false), files: [URL]()) { _ in }, unchanged),
        IdiomCase(a.fileDialogBrowserOptions(.includeHiddenFiles), unchanged),
        IdiomCase(a.fileDialogDefaultDirectory(nil), unchanged),
        IdiomCase(a.defaultAppStorage(.standard), unchanged),
        IdiomCase(a.accessibility(selectionIdentifier: "row"), unchanged),
        IdiomCase(a.accessibilityRotor("Links", textRanges: []), unchanged),
    ]

    /// Modifiers written with their arguments.
    static let renders: [IdiomCase] = [
        IdiomCase(a.datePickerStyle(.graphical), text("datePickerStyle(.graphical)")),
        IdiomCase(a.groupBoxStyle(.automatic), text("groupBoxStyle(.automatic)")),
        IdiomCase(a.controlGroupStyle(.navigation), text("controlGroupStyle(.navigation)")),
        IdiomCase(a.disclosureGroupStyle(.automatic), text("disclosureGroupStyle(.automatic)")),
        IdiomCase(a.labeledContentStyle(.automatic), text("labeledContentStyle(.automatic)")),
        IdiomCase(a.textEditorStyle(.plain), text("textEditorStyle(.plain)")),
        IdiomCase(a.tableStyle(.inset), text("tableStyle(.inset)")),
        IdiomCase(a.navigationSplitViewStyle(.balanced), text("navigationSplitViewStyle(.balanced)")),
        IdiomCase(a.indexViewStyle(.page), text("indexViewStyle(.page)")),
        IdiomCase(a.compositingGroup(), text("compositingGroup()")),
        IdiomCase(a.drawingGroup(), text("drawingGroup()")),
        IdiomCase(a.drawingGroup(opaque: true, colorMode: .linear), text("drawingGroup(opaque: true, colorMode: .linear)")),
        IdiomCase(a.matchedGeometryEffect(id: "title", in: namespace), text("matchedGeometryEffect(id: &quot;title&quot;)")),
        IdiomCase(
            a.matchedGeometryEffect(id: 3, in: namespace, properties: .position, anchor: .top, isSource: false),
            text("matchedGeometryEffect(id: 3, properties: .position, anchor: .top, isSource: false)")),
        IdiomCase(
            VmlImage(systemName: "wifi").symbolEffect(.variableColor.iterative),
            #"<Image systemName="wifi" style="symbolEffect(.variableColor.iterative)"/>"#),
        IdiomCase(
            VmlImage(systemName: "bell").symbolEffect(.bounce, options: .repeating, value: 3),
            #"<Image systemName="bell" style="symbolEffect(.bounce, options: .repeating, value: 3)"/>"#),
        IdiomCase(a.containerBackground(.blue, for: .widget), text("containerBackground(.blue, for: .widget)")),
        IdiomCase(
            a.containerBackground(for: .navigation) { VmlColor.blue },
            #"<Text style="containerBackground(for: .navigation, content: :containerBackground)">a<Rectangle template="containerBackground" style="fill(.blue)"/></Text>"#
        ),
        IdiomCase(a.presentationBackground(.thinMaterial), text("presentationBackground(.thinMaterial)")),
        IdiomCase(
            a.presentationBackground { VmlColor.yellow },
            #"<Text style="presentationBackground(content: :presentationBackground)">a<Rectangle template="presentationBackground" style="fill(.yellow)"/></Text>"#
        ),
        IdiomCase(
            a.inspector(isPresented: .constant(true)) { VmlText("Details") },
            #"<Text style="inspector(isPresented: true, content: :inspector)">a<Text template="inspector">Details</Text></Text>"#),
        IdiomCase(
            a.dialogIcon(VmlImage(systemName: "trash")),
            #"<Text style="dialogIcon(:dialogIcon)">a<Image template="dialogIcon" systemName="trash"/></Text>"#),
        IdiomCase(a.dialogIcon(nil), text("dialogIcon(nil)")),
        IdiomCase(
            a.toolbarTitleMenu { VmlButton("Rename") {} },
            #"<Text style="toolbarTitleMenu(content: :toolbarTitleMenu)">a<Button template="toolbarTitleMenu"><Text>Rename</Text></Button></Text>"#
        ),
        IdiomCase(
            a.navigationDocument(URL(fileURLWithPath: "/notes/a.txt")), text("navigationDocument(&quot;file:///notes/a.txt&quot;)")),
        IdiomCase(a.navigationDocument("Shopping list"), text("navigationDocument(&quot;Shopping list&quot;)")),
        IdiomCase(
            a.navigationDocument("Shopping list", preview: VmlSharePreview("List")),
            text("navigationDocument(&quot;Shopping list&quot;, preview: SharePreview(&quot;List&quot;))")),
        IdiomCase(
            VmlScrollView {}.coordinateSpace(.named("scroll")), #"<ScrollView style="coordinateSpace(.named(&quot;scroll&quot;))"/>"#),
        IdiomCase(VmlScrollView {}.coordinateSpace(name: "scroll"), #"<ScrollView style="coordinateSpace(.named(&quot;scroll&quot;))"/>"#),
        IdiomCase(VmlScrollView {}.scrollPosition(id: .constant(Optional(3))), #"<ScrollView style="scrollPosition(id: 3)"/>"#),
        IdiomCase(
            VmlScrollView {}.scrollPosition(id: .constant(Int?.none), anchor: .bottom),
            #"<ScrollView style="scrollPosition(id: nil, anchor: .bottom)"/>"#),
        IdiomCase(
            VmlList {}.searchSuggestions { VmlText("Tea").searchCompletion("tea") },
            #"<List style="searchSuggestions(content: :searchSuggestions)"><Text template="searchSuggestions" style="searchCompletion(&quot;tea&quot;)">Tea</Text></List>"#
        ),
        IdiomCase(a.searchSuggestions(.hidden, for: .content), text("searchSuggestions(.hidden, for: .content)")),
        IdiomCase(
            a.searchScopes(.constant(1)) { VmlText("All").tag(1) },
            #"<Text style="searchScopes(1, scopes: :searchScopes)">a<Text template="searchScopes" style="tag(1)">All</Text></Text>"#),
        IdiomCase(
            a.searchScopes(.constant(1), activation: .onTextEntry) { VmlText("All").tag(1) },
            #"<Text style="searchScopes(1, activation: .onTextEntry, scopes: :searchScopes)">a<Text template="searchScopes" style="tag(1)">All</Text></Text>"#
        ),
        IdiomCase(a.phaseAnimator([false, true]) { content, phase in content.opacity(phase ? 1 : 0.5) }, text("opacity(0.5)")),
        IdiomCase(a.phaseAnimator([1.0, 1.2], trigger: 4) { content, scale in content.scaleEffect(scale) }, text("scaleEffect(1)")),
        IdiomCase(a.phaseAnimator([Bool]()) { content, _ in content.bold() }, unchanged),
        // Accessibility.
        IdiomCase(a.accessibilityAction(.escape) {}, text("accessibilityAction(.escape)")),
        IdiomCase(a.accessibilityAction {}, text("accessibilityAction()")),
        IdiomCase(
            a.accessibilityAction {
            } label: {
                VmlText("Archive")
            },
            #"<Text style="accessibilityAction(label: :accessibilityAction)">a<Text template="accessibilityAction">Archive</Text></Text>"#),
        IdiomCase(
            a.accessibilityActions {
                VmlButton("Archive") {}
                VmlButton("Flag") {}
            },
            #"<Text style="accessibilityActions(content: :accessibilityActions)">a<Button template="accessibilityActions"><Text>Archive</Text></Button><Button template="accessibilityActions"><Text>Flag</Text></Button></Text>"#
        ),
        IdiomCase(
            a.accessibilityChildren { VmlText("Point") },
            #"<Text style="accessibilityChildren(children: :accessibilityChildren)">a<Text template="accessibilityChildren">Point</Text></Text>"#
        ),
        IdiomCase(
            a.accessibilityRepresentation { VmlText("Mute") },
            #"<Text style="accessibilityRepresentation(representation: :accessibilityRepresentation)">a<Text template="accessibilityRepresentation">Mute</Text></Text>"#
        ),
        IdiomCase(a.accessibilityShowsLargeContentViewer(), text("accessibilityShowsLargeContentViewer()")),
        IdiomCase(
            a.accessibilityShowsLargeContentViewer { VmlText("Home") },
            #"<Text style="accessibilityShowsLargeContentViewer(:largeContentView)">a<Text template="largeContentView">Home</Text></Text>"#),
        IdiomCase(
            a.accessibilityCustomContent("Age", "42", importance: .high),
            text("accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;, importance: .high)")),
        IdiomCase(a.accessibilityCustomContent("Age", VmlText("42")), text("accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)")),
        IdiomCase(a.accessibilityCustomContent(VmlText("Age"), nil), text("accessibilityCustomContent(&quot;Age&quot;, nil)")),
        IdiomCase(
            a.accessibilityCustomContent(VmlAccessibilityCustomContentKey("Age", id: "age"), "42"),
            text("accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)")),
        IdiomCase(
            a.accessibilityCustomContent(VmlAccessibilityCustomContentKey(VmlText("Age"), id: "age"), VmlText("42")),
            text("accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;)")),
        IdiomCase(
            a.accessibilityInputLabels(["Send", "Submit"]), text("accessibilityInputLabels([&quot;Send&quot;, &quot;Submit&quot;])")),
        IdiomCase(a.accessibilityInputLabels([VmlText("Send")]), text("accessibilityInputLabels([&quot;Send&quot;])")),
        IdiomCase(a.accessibility(label: VmlText("Close")), text("accessibilityLabel(&quot;Close&quot;)")),
        IdiomCase(a.accessibility(hint: VmlText("Closes it")), text("accessibilityHint(&quot;Closes it&quot;)")),
        IdiomCase(a.accessibility(value: VmlText("50%")), text("accessibilityValue(&quot;50%&quot;)")),
        IdiomCase(a.accessibility(inputLabels: [VmlText("Send")]), text("accessibilityInputLabels([&quot;Send&quot;])")),
        IdiomCase(a.accessibility(hidden: true), text("accessibilityHidden(true)")),
        IdiomCase(a.accessibility(addTraits: .isHeader), text("accessibilityAddTraits(.isHeader)")),
        IdiomCase(a.accessibility(removeTraits: .isImage), text("accessibilityRemoveTraits(.isImage)")),
        IdiomCase(a.accessibility(identifier: "title"), text("accessibilityIdentifier(&quot;title&quot;)")),
        IdiomCase(a.accessibility(sortPriority: 1), text("accessibilitySortPriority(1)")),
        IdiomCase(a.accessibility(activationPoint: .bottom), text("accessibilityActivationPoint(.bottom)")),
        IdiomCase(a.accessibilityFocused(isFocused.projectedValue), text("accessibilityFocused(false)")),
        IdiomCase(a.accessibilityFocused(field.projectedValue, equals: .total), text("accessibilityFocused(nil, equals: .total)")),
        IdiomCase(
            a.accessibilityLabeledPair(role: .label, id: "name", in: namespace),
            text("accessibilityLabeledPair(role: .label, id: &quot;name&quot;)")),
        IdiomCase(a.accessibilityLinkedGroup(id: "price", in: namespace), text("accessibilityLinkedGroup(id: &quot;price&quot;)")),
        IdiomCase(a.accessibilityRotorEntry(id: 7, in: namespace), text("accessibilityRotorEntry(id: 7)")),
        IdiomCase(
            VmlList {}.accessibilityRotor("Tags", entries: tags, entryLabel: \.name),
            #"<List style="accessibilityRotor(&quot;Tags&quot;, entries: [&quot;red&quot;, &quot;blue&quot;])"/>"#),
        IdiomCase(
            VmlList {}.accessibilityRotor(.headings, entries: tags, entryID: \.id, entryLabel: \.name),
            #"<List style="accessibilityRotor(.headings, entries: [&quot;red&quot;, &quot;blue&quot;])"/>"#),
    ]

    @Test(arguments: overloads) func overloadsWrite(_ idiom: IdiomCase) {
        idiom.check()
    }

    @Test(arguments: accepted) func actionOnlyModifiersWriteNothing(_ idiom: IdiomCase) {
        idiom.check()
    }

    @Test(arguments: renders) func modifiersWriteTheirArguments(_ idiom: IdiomCase) {
        idiom.check()
    }

    /// A whole screen in a SwiftUI app's style, ported with the prefix alone: gestures and their
    /// state, drag and drop, key presses, search tokens, a dialog presenting its data, a sheet's
    /// detents and a file importer.
    @Test func photoBoardScreen() throws {
        let vml = try PhotoBoardScreen().renderVML()
        #expect(
            vml == #"""
                <NavigationStack>
                  <ScrollView style="scrollBounceBehavior(.basedOnSize), navigationTitle(&quot;Board&quot;), searchable(text: &quot;&quot;, tokens: :searchTokens, prompt: &quot;Search photos&quot;), toolbar(.hidden, for: .tabBar), confirmationDialog(&quot;Delete photo?&quot;, isPresented: false, titleVisibility: .visible, actions: :confirmationDialog), sheet(isPresented: true, content: :sheet)">
                    <LazyVGrid columns="[GridItem(.adaptive(minimum: 120))]">
                      <VStack spacing="4" style="padding(8), background(in: RoundedRectangle(cornerRadius: 12)), offset(x: 0, y: 0), scaleEffect(1), contextMenu(content: :contextMenu, preview: :contextMenuPreview), accessibilityAction(.magicTap)">
                        <Image systemName="heart.fill" style="symbolEffect(.bounce, value: 0), foregroundStyle(.pink, .red, .orange)"/>
                        <Text style="font(.caption), matchedGeometryEffect(id: 1)">Dunes</Text>
                        <Button template="contextMenu">
                          <Text>Favorite</Text>
                        </Button>
                        <Text template="contextMenuPreview" style="font(.largeTitle)">Dunes</Text>
                      </VStack>
                      <VStack spacing="4" style="padding(8), background(in: RoundedRectangle(cornerRadius: 12)), offset(x: 0, y: 0), scaleEffect(1), contextMenu(content: :contextMenu, preview: :contextMenuPreview), accessibilityAction(.magicTap)">
                        <Image systemName="heart" style="symbolEffect(.bounce, value: 0), foregroundStyle(.pink, .red, .orange)"/>
                        <Text style="font(.caption), matchedGeometryEffect(id: 2)">Harbor</Text>
                        <Button template="contextMenu">
                          <Text>Favorite</Text>
                        </Button>
                        <Text template="contextMenuPreview" style="font(.largeTitle)">Harbor</Text>
                      </VStack>
                    </LazyVGrid>
                    <Text template="searchTokens">beach</Text>
                    <Button template="confirmationDialog" role="destructive">
                      <Text>Delete Harbor</Text>
                    </Button>
                    <Text template="sheet" style="presentationDetents([.medium, .large], selection: .medium), presentationBackground(.thinMaterial), presentationContentInteraction(.scrolls)">2 photos</Text>
                  </ScrollView>
                </NavigationStack>

                """#)
        #expect(PhotoBoardScreen().validate().isEmpty)
    }
}

extension VmlFocusedValues {
    fileprivate var selectedNote: String? {
        get { self[PortingModifierGapTests.SelectedNoteKey.self] }
        set { self[PortingModifierGapTests.SelectedNoteKey.self] = newValue }
    }
}
