import VML

// A task list built from view models through composite views, with VmlForEach and an if.

/// What one task card shows.
struct TaskCardViewModel: Sendable {
    let id: Int
    let title: String
    let isDone: Bool
    let dueLabel: String?
}

/// One task: icon, title, due label and a Done button while open.
struct TaskCardView: VmlView {
    let task: TaskCardViewModel

    var body: some VmlView {
        VmlHStack(spacing: 12) {
            VmlImage(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(task.isDone ? .green : .secondary)
            VmlVStack(alignment: .leading, spacing: 2) {
                VmlText(task.title)
                    .font(.headline)
                    .strikethrough(task.isDone)
                if let due = task.dueLabel {
                    VmlText(due).font(.caption).foregroundColor(.secondary)
                }
            }
            VmlSpacer()
            if !task.isDone {
                VmlButton("Done").buttonStyle(.bordered)
            }
        }
        .padding(.vertical, 4)
        .id("task-\(task.id)")
    }
}

/// The list of open and done tasks, in a navigation stack with an Add button.
struct TaskListScreen: VmlView {
    let title: String
    let tasks: [TaskCardViewModel]

    var body: some VmlView {
        VmlNavigationStack {
            VmlList {
                VmlSection("Open") {
                    VmlForEach(tasks.filter { !$0.isDone }) { task in
                        TaskCardView(task: task)
                    }
                }
                VmlSection("Done") {
                    VmlForEach(tasks.filter(\.isDone)) { task in
                        TaskCardView(task: task)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .attribute("title", title)
            .navigationTitle(.attr("title", .string, fallback: "Tasks"))
            .toolbar {
                VmlToolbarItem(placement: .topBarTrailing) {
                    VmlButton("Add", systemImage: "plus")
                }
            }
        }
    }
}
