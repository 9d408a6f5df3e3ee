/// What one row of the task list shows: built from a ``TaskItem``, rendered by ``TaskRowView``.
///
/// ```swift
/// TaskRowViewModel(TaskItem(id: 2, title: "Book the dentist", notes: "Ask for a morning slot.\nBring the card."))
/// // title "Book the dentist", notePreview "Ask for a morning slot.", detailURL "/tasks/2"
/// ```
public struct TaskRowViewModel: Hashable, Sendable, Identifiable {
    /// The task's id, the row's identity.
    public let id: Int
    /// The task's title, as typed.
    public let title: String
    /// The first line of the notes, or `nil` when there are none.
    public let notePreview: String?
    /// Whether the task is done.
    public let isDone: Bool
    /// The SF Symbol the row shows for the task's state.
    public let systemImage: String
    /// The route of the task's detail screen.
    public let detailURL: String

    /// The row for `task`.
    public init(_ task: TaskItem) {
        id = task.id
        title = task.title
        let firstLine = task.notes.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true).first
        notePreview = firstLine.map(String.init)
        isDone = task.isDone
        systemImage = task.isDone ? "checkmark.circle.fill" : "circle"
        detailURL = TaskRoutes.detailPath(id: task.id)
    }
}
