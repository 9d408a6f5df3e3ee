import TaskApp
import Testing

/// A row shows the first line of the task's notes that is not empty, whatever ends the lines.
@Suite struct TaskRowViewModelTests {
    struct NotesCase: Sendable, CustomTestStringConvertible {
        let notes: String
        let preview: String?
        let sourceLocation: SourceLocation

        init(_ notes: String, _ preview: String?, sourceLocation: SourceLocation = #_sourceLocation) {
            self.notes = notes
            self.preview = preview
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { String(reflecting: notes) }
    }

    static let cases: [NotesCase] = [
        NotesCase("", nil),
        NotesCase("\n\n", nil),
        NotesCase("Ask for a morning slot.\nBring the card.", "Ask for a morning slot."),
        NotesCase("\n\nAfter two breaks", "After two breaks"),
        NotesCase("Windows\r\nline ends", "Windows"),
        NotesCase("Old Mac\rline ends", "Old Mac"),
        NotesCase("Café ☕️ à 8 h 🇫🇷\nthen", "Café ☕️ à 8 h 🇫🇷"),
        NotesCase("  spaces stay  \nrest", "  spaces stay  "),
    ]

    @Test(arguments: cases) func theRowShowsTheFirstLineThatIsNotEmpty(_ row: NotesCase) {
        let viewModel = TaskRowViewModel(TaskItem(id: 1, title: "T", notes: row.notes))
        #expect(viewModel.notePreview == row.preview, sourceLocation: row.sourceLocation)
    }
}
