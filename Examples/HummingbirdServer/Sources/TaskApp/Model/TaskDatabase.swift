import Synchronization

/// The store the server changes: what a database is to a real service. Requests read a copy of
/// the store (``store``) and change it through ``toggle(id:)`` and ``add(title:notes:)``, each
/// under one lock, so concurrent requests never see half a change.
///
/// ```swift
/// let database = TaskDatabase(.sample)
/// database.toggle(id: 1)?.isDone        // true
/// database.store.task(id: 1)?.isDone    // true
/// database.add(title: "Buy milk").id    // 7
/// ```
public final class TaskDatabase: Sendable {
    private let state: Mutex<TaskStore>

    /// A database holding `store`.
    public init(_ store: TaskStore) {
        state = Mutex(store)
    }

    /// The tasks as they are now.
    public var store: TaskStore {
        state.withLock { $0 }
    }

    /// Toggles the task `id` (``TaskStore/toggle(id:)``): the task as it is now, or `nil`.
    public func toggle(id: Int) -> TaskItem? {
        state.withLock { $0.toggle(id: id) }
    }

    /// Adds an open task (``TaskStore/add(title:notes:)``) and returns it.
    public func add(title: String, notes: String = "") -> TaskItem {
        state.withLock { $0.add(title: title, notes: notes) }
    }
}
