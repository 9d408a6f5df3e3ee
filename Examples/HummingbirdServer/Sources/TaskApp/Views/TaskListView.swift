import VML

/// The task list screen: open tasks in a section with a header and a summary footer, done tasks
/// below, an Add button in the toolbar that presents the New Task sheet.
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
                NewTaskForm()
            }
        }
    }
}

/// The New Task sheet's form: a title field, a notes editor and Cancel and Add buttons.
struct NewTaskForm: VmlView {
    var body: some VmlView {
        VmlNavigationStack {
            VmlForm {
                VmlSection("Title") {
                    VmlTextField("Title", text: .constant(""), prompt: VmlText("What needs doing?"))
                }
                VmlSection("Notes") {
                    VmlTextEditor(text: .constant(""))
                }
            }
            .navigationTitle("New Task")
            .toolbar {
                VmlToolbarItem(placement: .cancellationAction) {
                    VmlButton("Cancel", role: .cancel) {}
                }
                VmlToolbarItem(placement: .confirmationAction) {
                    VmlButton("Add") {}
                }
            }
        }
    }
}
