import Foundation
import Testing
import VML
import VMLPreview
import VMLTestSupport

/// A view model and its view, as the seeds' ViewModel → View guide writes them, with stubs.
struct TaskListViewModel: Sendable {
    var tasks: [String]

    static func stub(tasks: [String] = ["Buy milk", "Call Sam"]) -> TaskListViewModel {
        TaskListViewModel(tasks: tasks)
    }
}

struct TaskListView: VmlView {
    let viewModel: TaskListViewModel

    var body: some VmlView {
        VmlVStack(alignment: .leading) {
            if viewModel.tasks.isEmpty {
                VmlText("No tasks yet")
            } else {
                VmlForEach(viewModel.tasks, id: \.self) { task in VmlText(task) }
            }
        }
    }
}

struct TaskList_Previews: VmlPreviewProvider {
    static var previews: some VmlView {
        TaskListView(viewModel: .stub())
    }
}

/// The Swift previews API: named previews in their view models' states, written or served as a
/// gallery with light and dark side by side.
@Suite("Previews gallery")
struct PreviewsGalleryTests {
    let previews = VMLPreviews(title: "Tasks") {
        VMLNamedPreview("Task list", state: "empty") { TaskListView(viewModel: .stub(tasks: [])) }
        VMLNamedPreview("Task list", state: "two tasks") { TaskListView(viewModel: .stub()) }
    }

    @Test("the builder takes previews, loops, conditions and preview providers")
    func builder() {
        let includeProvider = true
        let gallery = VMLPreviews {
            VMLNamedPreview("Greeting") { VmlText("Hi") }
            for count in [0, 3] {
                VMLNamedPreview("Counter", state: "\(count)") { VmlText("\(count) items") }
            }
            if includeProvider {
                TaskList_Previews.self
            } else {
                VMLNamedPreview("Never") { VmlText("Never") }
            }
        }
        #expect(gallery.previews.map(\.title) == ["Greeting", "Counter — 0", "Counter — 3", "TaskList"])
    }

    @Test("each page is what VmlView.previewPage draws: the canonical VML read back")
    func pageIsPreviewPage() throws {
        let view = TaskListView(viewModel: .stub(tasks: ["A"]))
        let preview = VMLNamedPreview("Task list", state: "one") { view }
        let options = VMLPreviewOptions(device: .iPhoneSE, colorScheme: .dark, title: "Task list — one", fileName: "Task list — one")
        #expect(preview.page(VMLPreviewOptions(device: .iPhoneSE, colorScheme: .dark))?.html == (try view.previewPage(options).html))
    }

    @Test("the files: an index and each preview in light and dark")
    func files() throws {
        let files = try previews.files()
        #expect(
            files.keys.sorted() == [
                "index.html", "task-list-empty-dark.html", "task-list-empty-light.html", "task-list-two-tasks-dark.html",
                "task-list-two-tasks-light.html",
            ])
        let light = try #require(files["task-list-empty-light.html"])
        let dark = try #require(files["task-list-empty-dark.html"])
        #expect(light.contains("<body class=\"light\">"))
        #expect(dark.contains("<body class=\"dark\">"))
        #expect(light.contains("No tasks yet"))
        #expect(files["task-list-two-tasks-light.html"]?.contains("Call Sam") == true)
        let index = try #require(files["index.html"])
        #expect(index.contains("<title>Tasks</title>"))
        // Each preview's light frame comes right before its dark one, in the previews' order.
        let frames = index.components(separatedBy: "<iframe src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(
            frames == [
                "task-list-empty-light.html", "task-list-empty-dark.html", "task-list-two-tasks-light.html",
                "task-list-two-tasks-dark.html",
            ])
        #expect(index.contains("<h2>Task list — empty</h2>"))
        #expect(!index.contains("http"))
    }

    @Test("titles that give the same slug (or index's) get -2, and slugs names them")
    func slugCollisions() throws {
        let gallery = VMLPreviews {
            VMLNamedPreview("A b") { VmlText("1") }
            VMLNamedPreview("a-B") { VmlText("2") }
            VMLNamedPreview("!!!") { VmlText("3") }
            VMLNamedPreview("Index") { VmlText("4") }
        }
        #expect(gallery.slugs == ["a-b", "a-b-2", "preview", "index-2"])
        #expect(
            try gallery.files().keys.sorted() == [
                "a-b-2-dark.html", "a-b-2-light.html", "a-b-dark.html", "a-b-light.html", "index-2-dark.html",
                "index-2-light.html", "index.html", "preview-dark.html", "preview-light.html",
            ])
    }

    @Test("a view that cannot be written to VML is reported with the preview's title")
    func renderFailure() {
        let gallery = VMLPreviews { VMLNamedPreview("Broken", state: "bad name") { VmlElement("Sta r") } }
        #expect {
            try gallery.files()
        } throws: { error in
            guard case .cannotRender(let preview, _) = error as? VMLPreviewsError else { return false }
            return preview == "Broken — bad name"
        }
    }

    @Test("write(to:) writes every file into the folder")
    func write() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vml-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try previews.write(to: folder)
        #expect(written.first == folder.appendingPathComponent("index.html").path)
        let files = try previews.files()
        #expect(written.count == files.count)
        for (name, html) in files {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == html)
        }
    }

    @Test("serve(port:) answers the index and each page over HTTP")
    func serve() throws {
        let server = try previews.serve(port: 0)
        defer { server.stop() }
        let client = LoopbackHTTPClient(port: try #require(server.port))
        let files = try previews.files()
        let index = try client.request("/")
        #expect(index.status == 200)
        #expect(index.text == files["index.html"])
        let page = try client.request("/task-list-two-tasks-dark.html")
        #expect(page.text == files["task-list-two-tasks-dark.html"])
        #expect(try client.request("/nope.html").status == 404)
    }
}
