/// What the task list screen shows: open and done rows and a summary. Rendered by ``TaskListView``.
///
/// ```swift
/// let viewModel = TaskListViewModel(TaskStore.sample)
/// viewModel.openRows.count   // 4
/// viewModel.summary          // "4 open, 2 done"
/// TaskListViewModel.stub(tasks: []).summary   // "0 open, 0 done": a state for /_previews
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
    /// The route the New Task form posts to.
    public let newTaskURL: String

    /// The list screen for the tasks in `store`; `isAddingTask` presents the New Task sheet (only
    /// previews set it).
    public init(_ store: TaskStore, isAddingTask: Bool = false) {
        var openRows: [TaskRowViewModel] = []
        var doneRows: [TaskRowViewModel] = []
        for task in store.tasks {
            if task.isDone { doneRows.append(TaskRowViewModel(task)) } else { openRows.append(TaskRowViewModel(task)) }
        }
        self.openRows = openRows
        self.doneRows = doneRows
        summary = "\(openRows.count) open, \(doneRows.count) done"
        self.isAddingTask = isAddingTask
        newTaskURL = TaskRoutes.listPath
    }

    /// A view model for previews: the sample tasks unless told otherwise.
    public static func stub(tasks: [TaskItem] = TaskStore.sample.tasks, isAddingTask: Bool = false) -> TaskListViewModel {
        TaskListViewModel(TaskStore(tasks), isAddingTask: isAddingTask)
    }
}
