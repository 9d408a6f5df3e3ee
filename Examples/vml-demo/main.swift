// vml-demo: renders a realistic screen with the VML DSL and prints it.
//
//   swift run vml-demo
//
// The spec's complete screen (§9), then a task list built from a view model through a composite
// view, with VmlForEach and an if.
import Foundation
import VML

// MARK: - The spec's complete screen

struct HomeScreen: VmlView {
    var body: some VmlView {
        VmlVStack {
            VmlText("Welcome")
                .font(.system(size: 17))
                .navigationTitle(.attr("title", .string, fallback: "Untitled"))
            VmlElement("Card") {
                VmlText("Body")
            }
            .background(alignment: .center) {
                VmlElement("Star")
            }
            VmlList {}
                .toolbar {
                    VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
                    VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
                }
        }
        .id("home")
        .attribute("title", "Home")
        .padding(16)
        .background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

// MARK: - A task list from a view model

struct TaskCardViewModel: Sendable {
    let id: Int
    let title: String
    let isDone: Bool
    let dueLabel: String?
}

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

let tasks = [
    TaskCardViewModel(id: 1, title: "Write the spec", isDone: true, dueLabel: nil),
    TaskCardViewModel(id: 2, title: "Ship the \"DSL\" <today>", isDone: false, dueLabel: "Due 17:00"),
    TaskCardViewModel(id: 3, title: "Measure compile times", isDone: false, dueLabel: nil),
]

do {
    print(try HomeScreen().renderVML())
    print(try TaskListScreen(title: "My Tasks", tasks: tasks).renderVML())
    print(try VmlText("Compact for the wire").padding(8).renderVML(.compact))
} catch {
    FileHandle.standardError.write(Data("vml-demo: error: \(error)\n".utf8))
    exit(1)
}
