import Foundation
import VML

/// Every screen of the app in each state its view model can be in, built from `.stub()` view
/// models: what `/_previews` lists. A plain array of (screen, state, view), so a new state is one
/// line.
///
/// ```swift
/// ScreenPreviews.all.map(\.name)
/// // ["task-list-sample-tasks", "task-list-empty", "task-list-all-done", "task-list-adding-a-task",
/// //  "task-detail-open", "task-detail-done-with-a-due-date", "task-detail-no-notes",
/// //  "task-detail-editing", "error-not-found", "error-bad-request", "error-server-error"]
/// ```
public enum ScreenPreviews {
    /// The previews, in the order `/_previews` lists them.
    public static let all: [ScreenPreview] = [
        ScreenPreview("Task list", "sample tasks", TaskListView(viewModel: .stub())),
        ScreenPreview("Task list", "empty", TaskListView(viewModel: .stub(tasks: []))),
        ScreenPreview(
            "Task list", "all done",
            TaskListView(viewModel: .stub(tasks: TaskStore.sample.tasks.map { done($0) }))),
        ScreenPreview("Task list", "adding a task", TaskListView(viewModel: .stub(isAddingTask: true))),
        ScreenPreview("Task detail", "open", TaskDetailView(viewModel: .stub())),
        ScreenPreview(
            "Task detail", "done, with a due date",
            TaskDetailView(
                viewModel: .stub(
                    TaskItem(
                        id: 1, title: "Water the plants", notes: "The fern by the window needs twice as much.",
                        isDone: true, due: Date(timeIntervalSince1970: 1_800_000_000))))),
        ScreenPreview("Task detail", "no notes", TaskDetailView(viewModel: .stub(TaskItem(id: 4, title: "Call Mum & Dad")))),
        ScreenPreview("Task detail", "editing", TaskDetailView(viewModel: .stub(isEditing: true))),
        ScreenPreview("Error", "not found", ErrorScreenView(viewModel: ScreenError.taskNotFound("42").viewModel)),
        ScreenPreview("Error", "bad request", ErrorScreenView(viewModel: ScreenError.badLayout("bogus").viewModel)),
        ScreenPreview("Error", "server error", ErrorScreenView(viewModel: .serverError)),
    ]

    private static func done(_ task: TaskItem) -> TaskItem {
        var task = task
        task.isDone = true
        return task
    }
}
