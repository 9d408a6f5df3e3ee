import Hummingbird
import VML

/// The app's routes, each answering with a screen rendered from its view model (VML, or its
/// preview page for a browser):
///
/// - `GET /tasks`: the list; each row's `NavigationLink` has its detail route as destination.
/// - `GET /tasks/{id}`: a task.
/// - `POST /tasks/{id}/toggle`: marks the task done or open (the detail screen's `toggle` button
///   posts it) and answers the detail screen as it is now.
/// - `POST /tasks`: adds a task from the New Task form (`title`, `notes`) and answers the list.
///
/// `HEAD` works for both `GET` routes. Each screen is rendered for the client's iOS, from its
/// `VML-Client` header or `?client=` (``Request/vmlClientOS()``).
///
/// ```swift
/// TaskRoutes(database: TaskDatabase(.sample)).register(on: router)
/// // GET /tasks                 → TaskListView
/// // GET /tasks/2?layout=pretty → TaskDetailView, pretty
/// // GET /tasks/2, VML-Client: iOS/16.4 → TaskDetailView for iOS 16.4 (the toggle button's fallback background)
/// // GET /tasks/99              → 404 error screen
/// // POST /tasks/2/toggle       → TaskDetailView of task 2, now done
/// // POST /tasks  title=Buy%20milk → TaskListView with task 7, "Buy milk"
/// ```
public struct TaskRoutes: Sendable {
    /// The list screen's route, and the route the New Task form posts to.
    public static let listPath = "/tasks"

    /// The detail screen's route for a task.
    public static func detailPath(id: Int) -> String {
        "/tasks/\(id)"
    }

    /// The route the detail screen's toggle button posts to.
    public static func togglePath(id: Int) -> String {
        "/tasks/\(id)/toggle"
    }

    /// The tasks served and changed.
    public let database: TaskDatabase

    /// Creates the routes over `database`.
    public init(database: TaskDatabase) {
        self.database = database
    }

    /// Adds the routes to `router`.
    public func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/tasks") { request, _ in
            try list(request)
        }
        router.head("/tasks") { request, _ in
            try list(request)
        }
        router.post("/tasks") { request, _ in
            try await add(request)
        }
        router.get("/tasks/{id}") { request, context in
            try detail(request, id: context.parameters.get("id") ?? "")
        }
        router.head("/tasks/{id}") { request, context in
            try detail(request, id: context.parameters.get("id") ?? "")
        }
        router.post("/tasks/{id}/toggle") { request, context in
            try toggle(request, id: context.parameters.get("id") ?? "")
        }
    }

    /// The list screen.
    func list(_ request: Request) throws -> VMLScreenResponse<TaskListView> {
        try VMLScreenResponse(TaskListView(viewModel: TaskListViewModel(database.store)), for: request)
    }

    /// Adds the task the New Task form posted and answers the list. A bad query or form is a 400
    /// and adds nothing.
    func add(_ request: Request) async throws -> VMLScreenResponse<TaskListView> {
        let (layout, preview, client) = (try request.vmlLayout(), try request.previewOptions(), try request.vmlClientOS())
        var request = request
        let fields = try await request.newTaskFields()
        _ = database.add(title: fields.title, notes: fields.notes)
        return VMLScreenResponse(
            TaskListView(viewModel: TaskListViewModel(database.store)), layout: layout, preview: preview, clientOS: client)
    }

    /// The detail screen of the task `id` (as the client wrote it); a 404 when there is none. The
    /// query is read first, so a bad one is a 400 whatever the id.
    func detail(_ request: Request, id: String) throws -> VMLScreenResponse<TaskDetailView> {
        let (layout, preview, client) = (try request.vmlLayout(), try request.previewOptions(), try request.vmlClientOS())
        guard let number = Int(id), let task = database.store.task(id: number) else {
            throw ScreenError.taskNotFound(id)
        }
        return VMLScreenResponse(
            TaskDetailView(viewModel: TaskDetailViewModel(task)), layout: layout, preview: preview, clientOS: client)
    }

    /// Toggles the task `id` and answers its detail screen; a 404 when there is no such task. A bad
    /// query is a 400 and changes nothing.
    func toggle(_ request: Request, id: String) throws -> VMLScreenResponse<TaskDetailView> {
        let (layout, preview, client) = (try request.vmlLayout(), try request.previewOptions(), try request.vmlClientOS())
        guard let number = Int(id), let task = database.toggle(id: number) else {
            throw ScreenError.taskNotFound(id)
        }
        return VMLScreenResponse(
            TaskDetailView(viewModel: TaskDetailViewModel(task)), layout: layout, preview: preview, clientOS: client)
    }
}
