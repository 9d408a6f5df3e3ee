import VML

/// A view that renders one view model and computes nothing of its own: the ViewModel → View
/// pairing (`TaskListViewModel` → `TaskListView`). The server builds the view model from the store
/// and renders the view for it.
///
/// ```swift
/// struct GreetingView: ViewModelView {
///     private let viewModel: String
///     init(viewModel: String) { self.viewModel = viewModel }
///     var body: some VmlView { VmlText(viewModel) }
/// }
/// try GreetingView(viewModel: "Hi").renderVML(.compact)   // "<Text>Hi</Text>"
/// ```
public protocol ViewModelView: VmlView {
    /// The data the view shows.
    associatedtype ViewModel: Sendable
    /// Creates the view for `viewModel`.
    init(viewModel: ViewModel)
}
