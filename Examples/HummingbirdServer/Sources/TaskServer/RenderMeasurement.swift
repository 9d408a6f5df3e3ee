import Foundation
import TaskApp
import VML

/// Times the list screen's work without HTTP, to tell the render's share of a request: building
/// the view model, rendering into bytes (compact and pretty) — split into building the view's
/// node tree and serializing it, and beside it the render as the server does it (in a render
/// context, through the stream) — and the entity tag's hash.
/// `TaskServer --seed-tasks 100 --measure-render 2000` (use a release build).
///
/// Times are the thread's CPU time, not wall-clock time, so other processes competing for the
/// cores do not inflate them.
struct RenderMeasurement {
    let store: TaskStore
    let iterations: Int

    /// Prints one line per layout: bytes, and mean CPU microseconds per view model, render (tree +
    /// serialize) and hash.
    nonisolated func run() async throws {
        let count = max(iterations, 1)
        for layout in [VMLFormat.compact, .pretty] {
            var bytes: [UInt8] = []
            var checksum: UInt64 = 0
            // One untimed pass to warm up.
            try TaskListView(viewModel: TaskListViewModel(store)).renderVML(layout, into: &bytes)
            let viewModelTime = Self.cpuMicroseconds(count) {
                checksum &+= UInt64(TaskListViewModel(store).openRows.count)
            }
            let viewModel = TaskListViewModel(store)
            let renderTime = try Self.cpuMicroseconds(count) {
                bytes.removeAll(keepingCapacity: false)
                try TaskListView(viewModel: viewModel).renderVML(layout, into: &bytes)
            }
            // As the server answers: in a render context (made per request, as VMLScreenResponse
            // makes it), through the stream, its pieces joined.
            let streamTime = try Self.cpuMicroseconds(count) {
                let context = VmlRenderContext(locale: Locale(identifier: "en_US"))
                var stream = try context.apply { try TaskListView(viewModel: viewModel).renderVMLStream(layout) }
                bytes = try stream.next(atLeast: 1 << 16) ?? []
                while let piece = try stream.next(atLeast: 1 << 16) { bytes += piece }
            }
            let view = TaskListView(viewModel: viewModel)
            let treeTime = Self.cpuMicroseconds(count) {
                checksum &+= UInt64(view.vmlNodes.count)
            }
            let nodes = view.vmlNodes
            let serializer = VMLSerializer(format: layout)
            let serializeTime = try Self.cpuMicroseconds(count) {
                bytes.removeAll(keepingCapacity: false)
                try serializer.serialize(nodes, into: &bytes)
            }
            let hashTime = Self.cpuMicroseconds(count) {
                checksum &+= EntityTag(of: bytes).hash
            }
            print(
                "\(store.tasks.count) tasks, \(layout): \(bytes.count) bytes; CPU µs per request:"
                    + " view model \(Self.format(viewModelTime)),"
                    + " render \(Self.format(renderTime))"
                    + " (tree \(Self.format(treeTime)), serialize \(Self.format(serializeTime))),"
                    + " streamed in a render context \(Self.format(streamTime)),"
                    + " ETag hash \(Self.format(hashTime))"
                    + " (\(count) iterations, checksum \(checksum % 10))")
        }
    }

    /// The mean CPU time of the calling thread, in microseconds, of `count` runs of `body`.
    private static func cpuMicroseconds(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = threadCPUNanoseconds()
        for _ in 0..<count { try body() }
        return Double(threadCPUNanoseconds() - start) / 1_000 / Double(count)
    }

    private static func threadCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    private static func format(_ microseconds: Double) -> String {
        let tenths = Int((microseconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
