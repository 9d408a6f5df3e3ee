import VML

/// An error screen (404, 400, 500): a content-unavailable view with the message and a link back to
/// the task list.
///
/// ```swift
/// try ErrorScreenView(viewModel: ErrorScreenViewModel(statusCode: 404, title: "Task Not Found",
///     message: "There is no task 42.")).renderVML(.compact)
/// // <NavigationStack><ContentUnavailableView style="navigationTitle(&quot;Error 404&quot;)"><Label template="label">…
/// //   (the whole output, pretty, is the snapshot Tests/TaskAppTests/Snapshots/NotFound.vml)
/// ```
public struct ErrorScreenView: ViewModelView {
    private let viewModel: ErrorScreenViewModel

    /// Creates the screen for `viewModel`.
    public init(viewModel: ErrorScreenViewModel) {
        self.viewModel = viewModel
    }

    /// The screen.
    public var body: some VmlView {
        VmlNavigationStack {
            VmlContentUnavailableView {
                VmlLabel(viewModel.title, systemImage: viewModel.systemImage)
            } description: {
                VmlText(viewModel.message)
            } actions: {
                VmlNavigationLink(destination: viewModel.actionURL) {
                    VmlText("Show All Tasks")
                }
            }
            .navigationTitle("Error \(viewModel.statusCode)")
        }
    }
}
