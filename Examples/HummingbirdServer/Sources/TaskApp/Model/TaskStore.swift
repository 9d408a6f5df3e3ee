import Foundation

/// The tasks the app serves, in order: a value, so a request reads a copy of it from any task
/// without a lock or an actor hop. ``TaskDatabase`` holds the one the server changes.
///
/// ```swift
/// var store = TaskStore.sample          // six tasks, some done
/// store.task(id: 2)?.title              // "Book the dentist"
/// store.toggle(id: 2)?.isDone           // true
/// store.add(title: "Buy milk").id       // 7
/// TaskStore.seeded(count: 1_000).tasks.count   // 1000
/// ```
public struct TaskStore: Sendable {
    /// The tasks, in list order.
    public private(set) var tasks: [TaskItem]
    private var indexByID: [Int: Int]

    /// Creates a store holding `tasks`. A later task with the same id as an earlier one is not
    /// reachable by ``task(id:)``.
    public init(_ tasks: [TaskItem]) {
        self.tasks = tasks
        var indexByID: [Int: Int] = [:]
        for (index, task) in tasks.enumerated() where indexByID[task.id] == nil {
            indexByID[task.id] = index
        }
        self.indexByID = indexByID
    }

    /// The task with this id, or `nil`.
    public func task(id: Int) -> TaskItem? {
        indexByID[id].map { tasks[$0] }
    }

    /// Marks the task `id` done when it is open and open when it is done; returns it as it is now,
    /// or `nil` when there is no such task.
    public mutating func toggle(id: Int) -> TaskItem? {
        guard let index = indexByID[id] else { return nil }
        tasks[index].isDone.toggle()
        return tasks[index]
    }

    /// Appends an open task with the next free id (one more than the largest) and returns it.
    public mutating func add(title: String, notes: String = "") -> TaskItem {
        let task = TaskItem(id: (tasks.map(\.id).max() ?? 0) + 1, title: title, notes: notes)
        indexByID[task.id] = tasks.count
        tasks.append(task)
        return task
    }

    /// A small, fixed task list: what the server shows by default and what the snapshots hold.
    public static let sample = TaskStore([
        TaskItem(
            id: 1, title: "Water the plants", notes: "The fern by the window needs twice as much.",
            due: Date(timeIntervalSince1970: 1_800_000_000)),
        TaskItem(id: 2, title: "Book the dentist", notes: "Ask for a morning slot.\nBring the insurance card."),
        TaskItem(id: 3, title: "Renew passport", notes: "Photos: 35 × 45 mm, white background."),
        TaskItem(id: 4, title: "Call Mum & Dad", isDone: true),
        TaskItem(id: 5, title: "Pay rent", notes: "Standing order from the 1st.", isDone: true),
        TaskItem(id: 6, title: "Read \"The <Swift> Programming Language\""),
    ])

    /// `count` generated tasks, for load tests: "Task 1" … "Task N", every third one done.
    public static func seeded(count: Int) -> TaskStore {
        TaskStore(
            (0..<max(count, 0)).map { index in
                let id = index + 1
                return TaskItem(
                    id: id, title: "Task \(id)", notes: "Generated task number \(id).", isDone: id % 3 == 0,
                    due: Date(timeIntervalSince1970: 1_800_000_000 + Double(id) * 86_400))
            }
        )
    }
}
