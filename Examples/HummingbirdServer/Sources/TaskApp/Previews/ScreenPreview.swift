import VML

/// One screen in one view-model state, for `/_previews`: the screen's name, the state's name and
/// the view rendered from a `.stub()` view model — the server's `#Preview`.
///
/// ```swift
/// let preview = ScreenPreview("Task list", "empty", TaskListView(viewModel: .stub(tasks: [])))
/// preview.name   // "task-list-empty": its page is /_previews/task-list-empty
/// ```
public struct ScreenPreview: Hashable, Sendable {
    /// The screen, as a person names it: "Task list".
    public let screen: String
    /// The view model's state: "empty".
    public let state: String
    /// The view's content, rendered from the state's view model.
    public let content: VmlContent

    /// The preview of `view` as `screen` in `state`.
    public init(_ screen: String, _ state: String, _ view: some VmlView) {
        self.screen = screen
        self.state = state
        content = view.vmlContent
    }

    /// The name in the preview's URL: screen and state, lowercased, words joined by `-`.
    public var name: String {
        let words = (screen + " " + state).lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.joined(separator: "-")
    }
}
