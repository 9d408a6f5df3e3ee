/// SwiftUI's `NavigationStack`: `<NavigationStack>…</NavigationStack>`.
public struct VmlNavigationStack: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a navigation stack with its root view.
    public init(@VmlBuilder root: () -> VmlContent) {
        element = VmlElementBuilder("NavigationStack")
        element.append(root())
    }

    /// The `NavigationStack` element.
    public var body: VmlContent { element.content }
}
