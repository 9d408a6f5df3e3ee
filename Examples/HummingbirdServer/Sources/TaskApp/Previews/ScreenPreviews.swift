import Foundation
import VML
import VMLPreview

/// Every screen of the app in each state its view model can be in, built from `.stub()` view
/// models: the app's `#Preview`s, declared with the preview library's ``VMLPreviews``. One line
/// per state; `/_previews/` serves them as a gallery (light and dark side by side) and
/// `TaskServer --write-previews DIR` writes the same gallery to disk.
///
/// ```swift
/// ScreenPreviews.all.slugs
/// // ["task-list-sample-tasks", "task-list-empty", "task-list-all-done", "task-list-adding-a-task",
/// //  "task-detail-open", "task-detail-done-with-a-due-date", "task-detail-no-notes",
/// //  "task-detail-editing", "error-not-found", "error-bad-request", "error-server-error"]
/// try ScreenPreviews.all.write(to: "Previews")   // Previews/index.html, task-list-empty-light.html, …
/// ```
public enum ScreenPreviews {
    /// The previews, in the order the gallery shows them.
    public static let all = VMLPreviews(title: "Task app previews") {
        VMLNamedPreview("Task list", state: "sample tasks") { TaskListView(viewModel: .stub()) }
        VMLNamedPreview("Task list", state: "empty") { TaskListView(viewModel: .stub(tasks: [])) }
        VMLNamedPreview("Task list", state: "all done") {
            TaskListView(viewModel: .stub(tasks: TaskStore.sample.tasks.map { done($0) }))
        }
        VMLNamedPreview("Task list", state: "adding a task") { TaskListView(viewModel: .stub(isAddingTask: true)) }
        VMLNamedPreview("Task detail", state: "open") { TaskDetailView(viewModel: .stub()) }
        VMLNamedPreview("Task detail", state: "done, with a due date") {
            TaskDetailView(
                viewModel: .stub(
                    TaskItem(
                        id: 1, title: "Water the plants", notes: "The fern by the window needs twice as much.",
                        isDone: true, due: Date(timeIntervalSince1970: 1_800_000_000))))
        }
        VMLNamedPreview("Task detail", state: "no notes") { TaskDetailView(viewModel: .stub(TaskItem(id: 4, title: "Call Mum & Dad"))) }
        VMLNamedPreview("Task detail", state: "editing") { TaskDetailView(viewModel: .stub(isEditing: true)) }
        VMLNamedPreview("Error", state: "not found") { ErrorScreenView(viewModel: ScreenError.taskNotFound("42").viewModel) }
        VMLNamedPreview("Error", state: "bad request") { ErrorScreenView(viewModel: ScreenError.badLayout("bogus").viewModel) }
        VMLNamedPreview("Error", state: "server error") { ErrorScreenView(viewModel: .serverError) }
    }

    private static func done(_ task: TaskItem) -> TaskItem {
        var task = task
        task.isDone = true
        return task
    }
}
