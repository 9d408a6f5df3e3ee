import Foundation

/// What the task detail screen shows. Rendered by ``TaskDetailView``.
///
/// ```swift
/// let viewModel = TaskDetailViewModel(TaskStore.sample.task(id: 2)!)
/// viewModel.title         // "Book the dentist"
/// viewModel.statusLabel   // "Open"
/// viewModel.toggleURL     // "/tasks/2/toggle"
/// TaskDetailViewModel.stub(isEditing: true).isEditing   // true: a state for /_previews
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
    /// The toggle button's title: "Mark as Done" or "Mark as Open".
    public let toggleTitle: String
    /// The route the toggle button posts to.
    public let toggleURL: String
    /// Whether the Edit sheet is presented (the client presents it; the server writes `false`).
    public let isEditing: Bool

    /// The detail screen for `task`; `isEditing` presents the Edit sheet (only previews set it).
    public init(_ task: TaskItem, isEditing: Bool = false) {
        id = task.id
        title = task.title
        notes = task.notes.isEmpty ? nil : task.notes
        statusLabel = task.isDone ? "Done" : "Open"
        systemImage = task.isDone ? "checkmark.circle.fill" : "circle"
        due = task.due
        listURL = TaskRoutes.listPath
        toggleTitle = task.isDone ? "Mark as Open" : "Mark as Done"
        toggleURL = TaskRoutes.togglePath(id: task.id)
        self.isEditing = isEditing
    }

    /// A view model for previews: an open task, "Book the dentist", unless told otherwise.
    public static func stub(
        _ task: TaskItem = TaskItem(id: 2, title: "Book the dentist", notes: "Ask for a morning slot."),
        isEditing: Bool = false
    ) -> TaskDetailViewModel {
        TaskDetailViewModel(task, isEditing: isEditing)
    }
}
