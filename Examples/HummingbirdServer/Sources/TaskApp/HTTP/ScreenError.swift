import Hummingbird

/// A request the app cannot answer with the screen asked for; ``ErrorScreenMiddleware`` turns it
/// into an error screen with its status.
///
/// ```swift
/// throw ScreenError.taskNotFound("42")   // 404, "There is no task 42."
/// ```
public enum ScreenError: Error, Hashable, Sendable {
    /// No task has this id (the id as the client wrote it).
    case taskNotFound(String)
    /// The `layout` query parameter is not `compact` or `pretty` (the value as the client wrote it).
    case badLayout(String)

    /// The response status.
    public var status: HTTPResponse.Status {
        switch self {
        case .taskNotFound: .notFound
        case .badLayout: .badRequest
        }
    }

    /// The error screen's view model. The client's own text is quoted in the message, which the
    /// screen writes as text.
    public var viewModel: ErrorScreenViewModel {
        switch self {
        case .taskNotFound(let id):
            ErrorScreenViewModel(
                statusCode: status.code, title: "Task Not Found", message: "There is no task \(id).",
                systemImage: "questionmark.folder")
        case .badLayout(let value):
            ErrorScreenViewModel(
                statusCode: status.code, title: "Bad Request",
                message: "The layout “\(value)” is not one of: compact, pretty.")
        }
    }
}
