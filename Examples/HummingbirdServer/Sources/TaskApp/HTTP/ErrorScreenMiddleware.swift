import Hummingbird
import Logging
import VML

/// Turns errors into VML error screens: a ``ScreenError`` into its 404 or 400 screen, Hummingbird's
/// `HTTPError` (an unknown route is a 404) into a screen for its status, anything else into a
/// 500 screen, the error logged. A browser gets the error screen's preview page, with the status.
///
/// ```swift
/// router.add(middleware: ErrorScreenMiddleware())
/// // GET /nowhere → 404, Content-Type: application/swiftui+vml, an ErrorScreenView
/// ```
public struct ErrorScreenMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Passes the request on; answers an error with its screen.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ScreenError {
            return try screen(error.viewModel, status: error.status, request: request, context: context)
        } catch let error as any HTTPResponseError {
            let status = error.status
            let viewModel =
                status == .notFound
                ? ErrorScreenViewModel(
                    statusCode: status.code, title: "Not Found", message: "Nothing is served at \(request.uri.path).",
                    systemImage: "questionmark.folder")
                : ErrorScreenViewModel(statusCode: status.code, title: status.reasonPhrase, message: "The request failed.")
            return try screen(viewModel, status: status, request: request, context: context)
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(error)"])
            return try screen(.serverError, status: .internalServerError, request: request, context: context)
        }
    }

    private func screen(
        _ viewModel: ErrorScreenViewModel, status: HTTPResponse.Status, request: Request, context: Context
    ) throws -> Response {
        try VMLScreenResponse(
            ErrorScreenView(viewModel: viewModel), layout: request.errorScreenLayout,
            preview: request.errorScreenPreviewOptions, clientOS: request.errorScreenClientOS, status: status
        )
        .response(from: request, context: context)
    }
}
