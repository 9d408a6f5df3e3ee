/// What an error screen shows: the HTTP status, a title and a message. Rendered by
/// ``ErrorScreenView``; the message may quote what the client sent, so it is written as text.
///
/// ```swift
/// ErrorScreenViewModel(statusCode: 404, title: "Task Not Found", message: "There is no task 42.")
/// ```
public struct ErrorScreenViewModel: Hashable, Sendable {
    /// The HTTP status code, shown in the navigation title.
    public let statusCode: Int
    /// A short title.
    public let title: String
    /// One sentence saying what went wrong.
    public let message: String
    /// The SF Symbol shown above the title.
    public let systemImage: String
    /// Where the screen's one action leads.
    public let actionURL: String

    /// The 500 screen's view model: for an error the app did not expect (the message says no more,
    /// the log says what).
    public static let serverError = ErrorScreenViewModel(
        statusCode: 500, title: "Server Error", message: "Something went wrong on the server.")

    /// Creates an error screen's view model.
    public init(
        statusCode: Int, title: String, message: String, systemImage: String = "exclamationmark.triangle",
        actionURL: String = TaskRoutes.listPath
    ) {
        self.statusCode = statusCode
        self.title = title
        self.message = message
        self.systemImage = systemImage
        self.actionURL = actionURL
    }
}
