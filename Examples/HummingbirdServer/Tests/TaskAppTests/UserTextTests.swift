import Hummingbird
import HummingbirdTesting
import TaskApp
import Testing
import VML

/// Text the user typed comes back as text: markup in a title is not an element, a newline in a note
/// survives.
@Suite struct UserTextTests {
    static let hostileTitle = #"Fix "/><Button>Pwned</Button><Text a=""#
    static let noteWithNewline = "First line\nSecond line & <more>"
    static let store = TaskStore([TaskItem(id: 7, title: hostileTitle, notes: noteWithNewline)])

    @Test(arguments: [VMLFormat.compact, .pretty])
    func detailScreenWritesTitleAndNotesAsText(_ layout: VMLFormat) async throws {
        let response = try await withTestServer(store: Self.store) { client in
            try await client.execute(uri: "/tasks/7?layout=\(layout.rawValue)", method: .get)
        }
        #expect(response.status == .ok)
        let document = try response.document()
        #expect(document.textElements(holding: Self.hostileTitle).count == 1)
        #expect(document.textElements(holding: Self.noteWithNewline).count == 1)
        #expect(document.navigationTitle == Self.hostileTitle)
        #expect(!Self.containsInjectedButton(document))
    }

    @Test(arguments: [VMLFormat.compact, .pretty])
    func listScreenWritesTitleAndNoteLineAsText(_ layout: VMLFormat) async throws {
        let response = try await withTestServer(store: Self.store) { client in
            try await client.execute(uri: "/tasks?layout=\(layout.rawValue)", method: .get)
        }
        #expect(response.status == .ok)
        let document = try response.document()
        #expect(document.textElements(holding: Self.hostileTitle).count == 1)
        #expect(document.textElements(holding: "First line").count == 1)
        #expect(!Self.containsInjectedButton(document))
    }

    @Test func notFoundScreenQuotesTheRequestAsText() async throws {
        let response = try await withTestServer { client in
            try await client.execute(uri: "/tasks/%3CButton%3E", method: .get)
        }
        #expect(response.status == .notFound)
        let document = try response.document()
        #expect(!Self.containsInjectedButton(document))
        #expect(document.elements(named: "Button").isEmpty)
    }

    /// Whether any `Button` holds the text the title tried to smuggle in.
    static func containsInjectedButton(_ document: VMLDocument) -> Bool {
        document.elements(named: "Button").contains { button in
            VMLDocument(button.children).allElements.contains { $0.children.contains(.text("Pwned")) }
                || button.children.contains(.text("Pwned"))
        }
    }
}
