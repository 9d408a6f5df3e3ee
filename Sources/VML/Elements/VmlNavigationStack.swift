/// SwiftUI's `NavigationStack`: `<NavigationStack>…</NavigationStack>`.
public struct VmlNavigationStack: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a navigation stack with its root view.
    public init(@VmlBuilder root: () -> VmlContent) {
        element = ElementBuilder("NavigationStack")
        element.append(root())
    }

    /// Creates a navigation stack bound to a path, as SwiftUI's `NavigationStack(path:root:)`. The
    /// path is the client's navigation state and is not written: the root view is.
    public init<Path>(path: VmlBinding<Path>, @VmlBuilder root: () -> VmlContent) {
        self.init(root: root)
    }

    /// The `NavigationStack` element.
    public var body: VmlContent { return element.content }
}
