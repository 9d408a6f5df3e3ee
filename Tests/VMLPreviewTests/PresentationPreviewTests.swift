import Testing
import VMLPreview

@Suite("Preview: presentations")
struct PresentationPreviewTests {
    @Test("a sheet not presented is listed in the panel, closed, and its content is not drawn in place")
    func closedSheet() throws {
        let page = PreviewMarkup(
            #"<Text style="sheet(isPresented: false, content: :sheet)">Main<Text template="sheet">Editor</Text></Text>"#)
        let panel = try #require(page.box(marker: #"id="vml-presentations""#))
        #expect(panel.contains(#"<li data-vml-presentation="sheet" data-presented="false"><label for="vml-pr-0-0">"#))
        #expect(page.html.contains(#"<input type="checkbox" class="presentation-toggle" id="vml-pr-0-0" hidden>"#))
        let sheet = try #require(page.box(marker: #"data-vml-presentation="sheet" data-vml-owner"#))
        #expect(sheet.contains("Editor"))
        let screen = try #require(page.box(marker: #"class="safe-area""#))
        #expect(screen.contains("Main") && !screen.contains("Editor"))
    }

    @Test("a presented sheet is shown over the screen, at its detent's height")
    func openSheet() throws {
        let page = PreviewMarkup(
            #"<Text style="sheet(isPresented: true, content: :sheet)">Main<Text template="sheet" style="presentationDetents([.medium])">Editor</Text></Text>"#
        )
        #expect(page.html.contains(#"<input type="checkbox" class="presentation-toggle" id="vml-pr-0-0" checked hidden>"#))
        let sheet = try #require(page.box(marker: #"data-vml-presentation="sheet" data-vml-owner"#))
        #expect(sheet.contains("top:auto;height:50%;"))
        #expect(sheet.contains(#"<label class="dimming" for="vml-pr-0-0">"#))
    }

    @Test("an alert shows its title, message and actions, two side by side")
    func alert() throws {
        let page = PreviewMarkup(
            """
            <Text style="alert(&quot;Delete?&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a\
            <Group template="alert"><Button role="cancel"><Text>Cancel</Text></Button>\
            <Button role="destructive"><Text>Delete</Text></Button></Group>\
            <Text template="alertMessage">This cannot be undone.</Text></Text>
            """)
        let alert = try #require(page.box(marker: #"data-vml-presentation="alert" data-vml-owner"#))
        #expect(alert.contains(#"<span class="alert-title">Delete?</span>"#))
        #expect(alert.contains("This cannot be undone."))
        let buttons = try #require(page.box(classes: "alert-actions side-by-side"))
        #expect(buttons.contains("Cancel") && buttons.contains("Delete") && buttons.contains("--tint:var(--red);"))
        #expect(page.html.contains(#"id="vml-pr-0-0" checked hidden>"#))
        #expect(!page.page.hasErrors && page.page.diagnostics.isEmpty)
    }

    @Test("an alert without actions has an OK button")
    func alertOK() throws {
        let page = PreviewMarkup(#"<Text style="alert(&quot;Saved&quot;, isPresented: false)">a</Text>"#)
        let alert = try #require(page.box(marker: #"data-vml-presentation="alert" data-vml-owner"#))
        #expect(alert.contains(">OK</label>"))
        #expect(page.html.contains(#"data-presented="false""#))
    }

    @Test("a confirmation dialog is an action sheet with its title when visible, and Cancel apart")
    func confirmationDialog() throws {
        let page = PreviewMarkup(
            """
            <Text style="confirmationDialog(&quot;Sign out?&quot;, isPresented: true, titleVisibility: .visible, actions: :confirmationDialog)">a\
            <Button template="confirmationDialog" role="destructive"><Text>Sign Out</Text></Button></Text>
            """)
        let dialog = try #require(page.box(marker: #"data-vml-presentation="confirmationDialog" data-vml-owner"#))
        #expect(dialog.contains(#"<span class="dialog-title">Sign out?</span>"#))
        #expect(dialog.contains("Sign Out"))
        let cancel = try #require(page.box(classes: "dialog-group dialog-cancel"))
        #expect(cancel.contains(">Cancel</label>"))
    }

    struct KindCase: Sendable, CustomTestStringConvertible {
        var modifier: String
        var classes: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { modifier }
    }

    static let kinds: [KindCase] = [
        KindCase(modifier: "sheet", classes: "presentation sheet"),
        KindCase(modifier: "popover", classes: "presentation sheet"),
        KindCase(modifier: "inspector", classes: "presentation sheet"),
        KindCase(modifier: "fullScreenCover", classes: "presentation cover"),
    ]

    @Test(
        "each presentation with content is drawn over the screen (a popover and an inspector as a sheet, as on an iPhone)", arguments: kinds
    )
    func presentationKind(_ item: KindCase) throws {
        let page = PreviewMarkup(
            #"<Text style="\#(item.modifier)(isPresented: true, content: :\#(item.modifier))">a<Text template="\#(item.modifier)">Shown</Text></Text>"#
        )
        let overlay = try #require(page.box(classes: item.classes), sourceLocation: item.sourceLocation)
        #expect(overlay.contains("Shown"), sourceLocation: item.sourceLocation)
        #expect(page.page.notDrawnCount == 0, sourceLocation: item.sourceLocation)
    }
}
