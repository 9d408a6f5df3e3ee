import Synchronization
import Testing
import VML

/// Actions compile and are ignored (spec §5): closures are taken and never called; what VML can
/// say (the element, its role, its label) is written.
@Suite struct PortingActionTests {
    final class Model: Sendable {
        let calls = Mutex(0)
        var count: Int { calls.withLock { $0 } }
        func save() { calls.withLock { $0 += 1 } }
        func load() async { save() }
    }

    static let model = Model()
    static func save() { model.save() }
    static let a = VmlText("a")

    static let buttons: [IdiomCase] = [
        IdiomCase(VmlButton("Save") { save() }, "<Button><Text>Save</Text></Button>"),
        IdiomCase(VmlButton("Save", action: save), "<Button><Text>Save</Text></Button>"),
        IdiomCase(VmlButton("Save", action: model.save), "<Button><Text>Save</Text></Button>"),
        IdiomCase(VmlButton(action: save) { VmlText("Save") }, "<Button><Text>Save</Text></Button>"),
        IdiomCase(
            VmlButton {
                save()
            } label: {
                VmlText("Save")
            }, "<Button><Text>Save</Text></Button>"),
        IdiomCase(
            VmlButton("Delete", role: .destructive) { save() }, #"<Button role="destructive"><Text>Delete</Text></Button>"#),
        IdiomCase(
            VmlButton(role: .cancel) {
                save()
            } label: {
                VmlText("Cancel")
            }, #"<Button role="cancel"><Text>Cancel</Text></Button>"#),
        IdiomCase(
            VmlButton("Add", systemImage: "plus") { save() },
            #"<Button><Label><Text template="title">Add</Text><Image template="icon" systemName="plus"/></Label></Button>"#),
        IdiomCase(VmlButton { VmlText("Play") }, "<Button><Text>Play</Text></Button>"),
    ]

    static let eventModifiers: [IdiomCase] = [
        IdiomCase(a.onTapGesture { save() }, "<Text>a</Text>"),
        IdiomCase(a.onTapGesture(count: 2) { save() }, "<Text>a</Text>"),
        IdiomCase(a.onLongPressGesture { save() }, "<Text>a</Text>"),
        IdiomCase(a.onAppear { save() }, "<Text>a</Text>"),
        IdiomCase(a.onAppear(perform: save), "<Text>a</Text>"),
        IdiomCase(a.onDisappear { save() }, "<Text>a</Text>"),
        IdiomCase(a.task { await model.load() }, "<Text>a</Text>"),
        IdiomCase(a.task(id: 3) { await model.load() }, "<Text>a</Text>"),
        IdiomCase(a.onChange(of: 3) { _, new in _ = new }, "<Text>a</Text>"),
        IdiomCase(a.onChange(of: "q") { save() }, "<Text>a</Text>"),
        IdiomCase(a.onSubmit { save() }, "<Text>a</Text>"),
        IdiomCase(VmlForEach(["x", "y"], id: \.self) { VmlText($0) }.onDelete { _ = $0 }, "<Text>x</Text><Text>y</Text>"),
        IdiomCase(VmlForEach(["x"], id: \.self) { VmlText($0) }.onMove { _, _ in save() }, "<Text>x</Text>"),
        IdiomCase(VmlList { a }.refreshable { await model.load() }, "<List><Text>a</Text></List>"),
        IdiomCase(a.onOpenURL { _ = $0 }, "<Text>a</Text>"),
        IdiomCase(a.padding(4).onTapGesture { save() }.opacity(0.5), #"<Text style="padding(4), opacity(0.5)">a</Text>"#),
    ]

    @Test(arguments: buttons + eventModifiers)
    func actionsAreNeverCalled(_ idiom: IdiomCase) {
        let before = Self.model.count
        idiom.check()
        #expect(Self.model.count == before)
    }

    /// A main-actor view passes its own isolated methods as actions.
    @MainActor struct MainActorScreen {
        var saved = false
        func save() {}
        func load() async {}
        var content: VmlContent {
            VmlVStack {
                VmlButton("Save", action: save)
                VmlText("a").onAppear(perform: save).task { await load() }
            }
            .vmlContent
        }
    }

    @Test @MainActor func mainActorActions() throws {
        #expect(
            try MainActorScreen().content.renderVML(.compact) == "<VStack><Button><Text>Save</Text></Button><Text>a</Text></VStack>")
    }
}
