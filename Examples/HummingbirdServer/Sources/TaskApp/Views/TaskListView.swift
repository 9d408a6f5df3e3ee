import VML

/// The task list screen: open tasks in a section with a header and a summary footer, done tasks
/// below, each row a link to its detail route; an Add button in the toolbar that presents the New
/// Task sheet, whose form posts to the list route.
///
/// ```swift
/// try TaskListView(viewModel: TaskListViewModel(TaskStore.sample)).renderVML()
/// // <NavigationStack>
/// //   <List style="listStyle(.insetGrouped), navigationTitle(&quot;Tasks&quot;), toolbar(content: :toolbar), sheet(isPresented: false, content: :sheet)">
/// //   …   (the whole output is the snapshot Tests/TaskAppTests/Snapshots/TaskList.vml)
/// ```
public struct TaskListView: ViewModelView {
    private let viewModel: TaskListViewModel

    /// Creates the screen for `viewModel`.
    public init(viewModel: TaskListViewModel) {
        self.viewModel = viewModel
    }

    /// The screen.
    public var body: some VmlView {
        VmlNavigationStack {
            VmlList {
                VmlSection {
                    VmlForEach(viewModel.openRows) { row in
                        TaskRowView(viewModel: row)
                    }
                } header: {
                    VmlText("Open")
                } footer: {
                    VmlText(viewModel.summary)
                }
                if !viewModel.doneRows.isEmpty {
                    VmlSection("Done") {
                        VmlForEach(viewModel.doneRows) { row in
                            TaskRowView(viewModel: row)
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Tasks")
            .toolbar {
                VmlToolbarItem(placement: .topBarTrailing) {
                    VmlButton("New Task", systemImage: "plus") {}
                }
            }
            .sheet(isPresented: .constant(viewModel.isAddingTask)) {
                NewTaskForm(postURL: viewModel.newTaskURL)
            }
        }
    }
}

/// The New Task sheet's form: a title field, a notes editor, Cancel (the client dismisses the
/// sheet) and Add, which posts the fields (`title`, `notes`) to `postURL`.
struct NewTaskForm: VmlView {
    /// The route the form posts to.
    let postURL: String

    var body: some VmlView {
        VmlNavigationStack {
            VmlForm {
                VmlSection("Title") {
                    VmlTextField("Title", text: .constant(""), prompt: VmlText("What needs doing?"))
                        .id(NewTaskFields.titleField)
                }
                VmlSection("Notes") {
                    VmlTextEditor(text: .constant(""))
                        .id(NewTaskFields.notesField)
                }
            }
            .id("new-task")
            .navigationTitle("New Task")
            .toolbar {
                VmlToolbarItem(placement: .cancellationAction) {
                    VmlButton("Cancel", role: .cancel) {}
                }
                VmlToolbarItem(placement: .confirmationAction) {
                    VmlButton("Add") {}
                        .id("add")
                        .post(to: postURL)
                }
            }
        }
    }
}
