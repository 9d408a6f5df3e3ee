import Hummingbird
import Logging

/// Builds the app: the router with the request log, the error screens, the task routes and the
/// preview routes.
///
/// ```swift
/// let app = TaskApplication.build(store: .sample, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
public enum TaskApplication {
    /// The router: request logging outermost (so it sees error screens' statuses), then error
    /// screens, then the routes.
    public static func router(database: TaskDatabase) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorScreenMiddleware())
        TaskRoutes(database: database).register(on: router)
        PreviewRoutes(previews: ScreenPreviews.all).register(on: router)
        return router
    }

    /// The application serving and changing `database`.
    public static func build(
        database: TaskDatabase, configuration: ApplicationConfiguration = .init(),
        logger: Logger = Logger(label: "TaskServer")
    ) -> some ApplicationProtocol {
        Application(router: router(database: database), configuration: configuration, logger: logger)
    }

    /// The application serving a new database holding `store`.
    public static func build(
        store: TaskStore, configuration: ApplicationConfiguration = .init(), logger: Logger = Logger(label: "TaskServer")
    ) -> some ApplicationProtocol {
        build(database: TaskDatabase(store), configuration: configuration, logger: logger)
    }
}
