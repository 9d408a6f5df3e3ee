import Foundation

/// One task as the app stores it: what a database row would hold.
///
/// ```swift
/// TaskItem(id: 1, title: "Buy milk", notes: "Oat, not dairy.", isDone: false)
/// ```
public struct TaskItem: Hashable, Sendable, Identifiable {
    /// The task's number; its detail screen is `/tasks/<id>`.
    public var id: Int
    /// The title the user typed. Written as text, never as markup.
    public var title: String
    /// Free-form notes the user typed; may hold newlines. Written as text.
    public var notes: String
    /// Whether the task is done.
    public var isDone: Bool
    /// When the task is due, if it has a date.
    public var due: Date?

    /// Creates a task.
    public init(id: Int, title: String, notes: String = "", isDone: Bool = false, due: Date? = nil) {
        self.id = id
        self.title = title
        self.notes = notes
        self.isDone = isDone
        self.due = due
    }
}
