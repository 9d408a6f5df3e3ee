import TaskApp
import VML

/// Times the list screen's work without HTTP, to tell the render's share of a request: building
/// the view model, rendering into bytes (compact and pretty), and the entity tag's hash.
/// `TaskServer --seed-tasks 100 --measure-render 2000` (use a release build).
struct RenderMeasurement {
    let store: TaskStore
    let iterations: Int

    /// Prints one line per layout: bytes, mean microseconds per render, per view model and per hash.
    nonisolated func run() async throws {
        let clock = ContinuousClock()
        let count = max(iterations, 1)
        for layout in [VMLFormat.compact, .pretty] {
            var bytes: [UInt8] = []
            var checksum: UInt64 = 0
            // One untimed pass to warm up.
            try TaskListView(viewModel: TaskListViewModel(store)).renderVML(layout, into: &bytes)
            let viewModelTime = clock.measure {
                for _ in 0..<count { checksum &+= UInt64(TaskListViewModel(store).openRows.count) }
            }
            let viewModel = TaskListViewModel(store)
            let renderTime = try clock.measure {
                for _ in 0..<count {
                    bytes.removeAll(keepingCapacity: false)
                    try TaskListView(viewModel: viewModel).renderVML(layout, into: &bytes)
                }
            }
            let hashTime = clock.measure {
                for _ in 0..<count { checksum &+= EntityTag(of: bytes).hash }
            }
            print(
                "\(store.tasks.count) tasks, \(layout): \(bytes.count) bytes; per request:"
                    + " view model \(Self.microseconds(viewModelTime, count)) µs,"
                    + " render \(Self.microseconds(renderTime, count)) µs,"
                    + " ETag hash \(Self.microseconds(hashTime, count)) µs"
                    + " (\(count) iterations, checksum \(checksum % 10))")
        }
    }

    private static func microseconds(_ duration: Duration, _ count: Int) -> String {
        let total = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        let mean = total / Double(count)
        return String(Int((mean * 10).rounded()) / 10) + "." + String(Int((mean * 10).rounded()) % 10)
    }
}
