import Hummingbird
import Logging

/// Builds the app: the router with the request log, the error screens and the task routes.
///
/// ```swift
/// let app = TaskApplication.build(store: .sample, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
public enum TaskApplication {
    /// The router: request logging outermost (so it sees error screens' statuses), then error
    /// screens, then the routes.
    public static func router(store: TaskStore) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorScreenMiddleware())
        TaskRoutes(store: store).register(on: router)
        return router
    }

    /// The application serving `store`.
    public static func build(
        store: TaskStore, configuration: ApplicationConfiguration = .init(), logger: Logger = Logger(label: "TaskServer")
    ) -> some ApplicationProtocol {
        Application(router: router(store: store), configuration: configuration, logger: logger)
    }
}
