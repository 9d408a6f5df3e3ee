import Hummingbird
import VML

/// The app's routes: `GET /tasks` (the list) and `GET /tasks/{id}` (a task), each answering with a
/// screen rendered from its view model, and `HEAD` for both.
///
/// ```swift
/// TaskRoutes(store: .sample).register(on: router)
/// // GET /tasks                → TaskListView
/// // GET /tasks/2?layout=pretty → TaskDetailView, pretty
/// // GET /tasks/99             → 404 error screen
/// ```
public struct TaskRoutes: Sendable {
    /// The list screen's route.
    public static let listPath = "/tasks"

    /// The detail screen's route for a task.
    public static func detailPath(id: Int) -> String {
        "/tasks/\(id)"
    }

    /// The tasks served.
    public let store: TaskStore

    /// Creates the routes over `store`.
    public init(store: TaskStore) {
        self.store = store
    }

    /// Adds the routes to `router`.
    public func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/tasks") { request, _ in
            try list(request)
        }
        router.head("/tasks") { request, _ in
            try list(request)
        }
        router.get("/tasks/{id}") { request, context in
            try detail(request, id: context.parameters.get("id") ?? "")
        }
        router.head("/tasks/{id}") { request, context in
            try detail(request, id: context.parameters.get("id") ?? "")
        }
    }

    /// The list screen.
    func list(_ request: Request) throws -> VMLScreenResponse<TaskListView> {
        VMLScreenResponse(TaskListView(viewModel: TaskListViewModel(store)), layout: try request.vmlLayout())
    }

    /// The detail screen of the task `id` (as the client wrote it); a 404 when there is none.
    func detail(_ request: Request, id: String) throws -> VMLScreenResponse<TaskDetailView> {
        let layout = try request.vmlLayout()
        guard let number = Int(id), let task = store.task(id: number) else {
            throw ScreenError.taskNotFound(id)
        }
        return VMLScreenResponse(TaskDetailView(viewModel: TaskDetailViewModel(task)), layout: layout)
    }
}
