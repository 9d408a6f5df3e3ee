/// What the task list screen shows: open and done rows and a summary. Rendered by ``TaskListView``.
///
/// ```swift
/// let viewModel = TaskListViewModel(TaskStore.sample)
/// viewModel.openRows.count   // 4
/// viewModel.summary          // "4 open, 2 done"
/// ```
public struct TaskListViewModel: Hashable, Sendable {
    /// The rows of tasks still to do, in store order.
    public let openRows: [TaskRowViewModel]
    /// The rows of done tasks, in store order.
    public let doneRows: [TaskRowViewModel]
    /// The open section's footer: how many tasks are open and done.
    public let summary: String
    /// Whether the New Task sheet is presented (the client presents it; the server writes `false`).
    public let isAddingTask: Bool

    /// The list screen for the tasks in `store`.
    public init(_ store: TaskStore) {
        var openRows: [TaskRowViewModel] = []
        var doneRows: [TaskRowViewModel] = []
        for task in store.tasks {
            if task.isDone { doneRows.append(TaskRowViewModel(task)) } else { openRows.append(TaskRowViewModel(task)) }
        }
        self.openRows = openRows
        self.doneRows = doneRows
        summary = "\(openRows.count) open, \(doneRows.count) done"
        isAddingTask = false
    }
}
