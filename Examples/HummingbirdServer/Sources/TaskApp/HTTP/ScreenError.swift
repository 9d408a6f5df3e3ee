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
    /// A preview option (`scheme` or `device`) has a value the preview does not know: the
    /// option's name, the value as the client wrote it, and the values it may have.
    case badPreviewOption(name: String, value: String, allowed: [String])
    /// No preview state has this name (the name as the client wrote it).
    case previewNotFound(String)
    /// The New Task form was posted without a title, or with a blank one.
    case missingTitle
    /// The `client` query parameter is not an iOS version (the value as the client wrote it).
    case badClientOS(String)

    /// The response status.
    public var status: HTTPResponse.Status {
        switch self {
        case .taskNotFound, .previewNotFound: .notFound
        case .badLayout, .badPreviewOption, .missingTitle, .badClientOS: .badRequest
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
        case .badPreviewOption(let name, let value, let allowed):
            ErrorScreenViewModel(
                statusCode: status.code, title: "Bad Request",
                message: "The \(name) “\(value)” is not one of: \(allowed.joined(separator: ", ")).")
        case .previewNotFound(let name):
            ErrorScreenViewModel(
                statusCode: status.code, title: "Preview Not Found", message: "There is no preview \(name).",
                systemImage: "questionmark.folder", actionURL: PreviewRoutes.indexPath)
        case .missingTitle:
            ErrorScreenViewModel(statusCode: status.code, title: "Bad Request", message: "A new task needs a title.")
        case .badClientOS(let value):
            ErrorScreenViewModel(
                statusCode: status.code, title: "Bad Request",
                message: "The client “\(value)” is not an iOS version, such as ios17 or iOS 17.4.")
        }
    }
}
