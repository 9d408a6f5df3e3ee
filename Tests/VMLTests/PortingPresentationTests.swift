import Testing
import VML

/// Presentation modifiers: the presented state is the binding's current value, the content a
/// templated child written whether presented or not.
@Suite struct PortingPresentationTests {
    struct Task: Identifiable, Sendable {
        let id: Int
        let title: String
    }

    static let a = VmlText("a")

    static let cases: [IdiomCase] = [
        IdiomCase(
            a.sheet(isPresented: .constant(true)) { VmlText("Editor") },
            #"<Text style="sheet(isPresented: true, content: :sheet)">a<Text template="sheet">Editor</Text></Text>"#),
        IdiomCase(
            a.sheet(isPresented: .constant(false), onDismiss: { _ = 1 }) {
                VmlText("Editor")
                VmlText("More")
            },
            #"<Text style="sheet(isPresented: false, content: :sheet)">a<Group template="sheet"><Text>Editor</Text><Text>More</Text></Group></Text>"#
        ),
        IdiomCase(
            a.sheet(item: .constant(Task(id: 1, title: "Pay rent"))) { VmlText($0.title) },
            #"<Text style="sheet(isPresented: true, content: :sheet)">a<Text template="sheet">Pay rent</Text></Text>"#),
        IdiomCase(
            a.sheet(item: .constant(Task?.none)) { VmlText($0.title) },
            #"<Text style="sheet(isPresented: false, content: :sheet)">a<EmptyView template="sheet"/></Text>"#),
        IdiomCase(
            a.fullScreenCover(isPresented: .constant(false)) { VmlText("Player") },
            #"<Text style="fullScreenCover(isPresented: false, content: :fullScreenCover)">a<Text template="fullScreenCover">Player</Text></Text>"#
        ),
        IdiomCase(
            a.fullScreenCover(item: .constant(Task(id: 2, title: "Watch"))) { VmlText($0.title) },
            #"<Text style="fullScreenCover(isPresented: true, content: :fullScreenCover)">a<Text template="fullScreenCover">Watch</Text></Text>"#
        ),
        IdiomCase(
            a.popover(isPresented: .constant(true)) { VmlText("Tip") },
            #"<Text style="popover(isPresented: true, content: :popover)">a<Text template="popover">Tip</Text></Text>"#),
        IdiomCase(
            a.alert("Delete?", isPresented: .constant(true)) {
                VmlButton("Delete", role: .destructive) { _ = 1 }
                VmlButton("Cancel", role: .cancel) {}
            } message: {
                VmlText("This cannot be undone.")
            },
            #"<Text style="alert(&quot;Delete?&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a<Group template="alert"><Button role="destructive"><Text>Delete</Text></Button><Button role="cancel"><Text>Cancel</Text></Button></Group><Text template="alertMessage">This cannot be undone.</Text></Text>"#
        ),
        IdiomCase(
            a.alert("Saved", isPresented: .constant(false)) { VmlButton("OK") {} },
            #"<Text style="alert(&quot;Saved&quot;, isPresented: false, actions: :alert)">a<Button template="alert"><Text>OK</Text></Button></Text>"#
        ),
        IdiomCase(
            a.alert("Rename", isPresented: .constant(true), presenting: Task(id: 3, title: "Pay")) { task in
                VmlButton("Rename \(task.title)") {}
            } message: { task in
                VmlText("Task \(task.id)")
            },
            #"<Text style="alert(&quot;Rename&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a<Button template="alert"><Text>Rename Pay</Text></Button><Text template="alertMessage">Task 3</Text></Text>"#
        ),
        IdiomCase(
            a.confirmationDialog("Sign out?", isPresented: .constant(false), titleVisibility: .visible) {
                VmlButton("Sign Out", role: .destructive) {}
            },
            #"<Text style="confirmationDialog(&quot;Sign out?&quot;, isPresented: false, titleVisibility: .visible, actions: :confirmationDialog)">a<Button template="confirmationDialog" role="destructive"><Text>Sign Out</Text></Button></Text>"#
        ),
        IdiomCase(a.presentationDetents([.medium, .large]), #"<Text style="presentationDetents([.medium, .large])">a</Text>"#),
        IdiomCase(
            a.presentationDetents([.fraction(0.3), .height(200)]),
            #"<Text style="presentationDetents([.fraction(0.3), .height(200)])">a</Text>"#),
        IdiomCase(a.presentationDragIndicator(.visible), #"<Text style="presentationDragIndicator(.visible)">a</Text>"#),
        IdiomCase(a.interactiveDismissDisabled(), #"<Text style="interactiveDismissDisabled()">a</Text>"#),
        IdiomCase(
            a.sheet(isPresented: .constant(true)) { VmlText("S").presentationDetents([.medium]) }
                .sheet(isPresented: .constant(false)) { VmlText("T") },
            #"<Text style="sheet(isPresented: true, content: :sheet), sheet(isPresented: false, content: :sheet2)">a<Text template="sheet" style="presentationDetents([.medium])">S</Text><Text template="sheet2">T</Text></Text>"#
        ),
    ]

    @Test(arguments: cases)
    func presentation(_ idiom: IdiomCase) {
        idiom.check()
    }

    @Test(arguments: cases)
    func presentationIsValid(_ idiom: IdiomCase) {
        let diagnostics = idiom.view.validate()
        #expect(diagnostics.isEmpty, sourceLocation: idiom.sourceLocation)
    }
}
