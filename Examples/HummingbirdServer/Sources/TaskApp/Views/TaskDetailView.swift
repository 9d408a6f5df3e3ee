import VML

/// The task detail screen: the title, state and due date, the notes in a section with a header
/// and a footer, a button that marks the task done or open (it posts to the toggle route; its
/// background is the client's iOS's, ``ActionBackground``), a link
/// back to the list, an Edit button in the toolbar that presents the edit sheet.
///
/// ```swift
/// try TaskDetailView(viewModel: TaskDetailViewModel(TaskStore.sample.task(id: 2)!)).renderVML()
/// // <NavigationStack>
/// //   <List style="listStyle(.insetGrouped), navigationTitle(&quot;Book the dentist&quot;), toolbar(content: :toolbar), sheet(isPresented: false, content: :sheet)">
/// //   …   (the whole output is the snapshot Tests/TaskAppTests/Snapshots/TaskDetail.vml)
/// ```
public struct TaskDetailView: ViewModelView {
    private let viewModel: TaskDetailViewModel

    /// Creates the screen for `viewModel`.
    public init(viewModel: TaskDetailViewModel) {
        self.viewModel = viewModel
    }

    /// The screen.
    public var body: some VmlView {
        VmlNavigationStack {
            VmlList {
                VmlSection {
                    VmlText(viewModel.title)
                        .font(.title2)
                        .bold()
                    VmlLabeledContent("Status") {
                        VmlLabel(viewModel.statusLabel, systemImage: viewModel.systemImage)
                    }
                    if let due = viewModel.due {
                        VmlLabeledContent("Due") {
                            VmlText(due, style: .date)
                        }
                    }
                }
                VmlSection {
                    if let notes = viewModel.notes {
                        VmlText(notes)
                    } else {
                        VmlText("No notes").foregroundColor(.secondary)
                    }
                } header: {
                    VmlText("Notes")
                } footer: {
                    VmlText("Task \(viewModel.id)")
                }
                VmlSection {
                    VmlButton(viewModel.toggleTitle) {}
                        .id("toggle")
                        .post(to: viewModel.toggleURL)
                        .modifier(ActionBackground())
                }
                VmlSection {
                    VmlNavigationLink(destination: viewModel.listURL) {
                        VmlText("All Tasks")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle(viewModel.title)
            .toolbar {
                VmlToolbarItem(placement: .topBarTrailing) {
                    VmlButton("Edit") {}
                }
            }
            .sheet(isPresented: .constant(viewModel.isEditing)) {
                VmlNavigationStack {
                    VmlForm {
                        VmlTextField("Title", text: .constant(viewModel.title))
                        VmlTextEditor(text: .constant(viewModel.notes ?? ""))
                    }
                    .navigationTitle("Edit Task")
                }
            }
        }
    }
}
