import Foundation

/// What the task detail screen shows. Rendered by ``TaskDetailView``.
///
/// ```swift
/// let viewModel = TaskDetailViewModel(TaskStore.sample.task(id: 2)!)
/// viewModel.title         // "Book the dentist"
/// viewModel.statusLabel   // "Open"
/// ```
public struct TaskDetailViewModel: Hashable, Sendable {
    /// The task's id.
    public let id: Int
    /// The task's title, as typed.
    public let title: String
    /// The task's notes, as typed, or `nil` when there are none.
    public let notes: String?
    /// "Open" or "Done".
    public let statusLabel: String
    /// The SF Symbol for the task's state.
    public let systemImage: String
    /// When the task is due, if it has a date.
    public let due: Date?
    /// The route back to the list.
    public let listURL: String
    /// Whether the Edit sheet is presented (the client presents it; the server writes `false`).
    public let isEditing: Bool

    /// The detail screen for `task`.
    public init(_ task: TaskItem) {
        id = task.id
        title = task.title
        notes = task.notes.isEmpty ? nil : task.notes
        statusLabel = task.isDone ? "Done" : "Open"
        systemImage = task.isDone ? "checkmark.circle.fill" : "circle"
        due = task.due
        listURL = TaskRoutes.listPath
        isEditing = false
    }
}
