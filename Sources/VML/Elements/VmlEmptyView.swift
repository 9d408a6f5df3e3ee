/// SwiftUI's `EmptyView`: `<EmptyView/>`.
public struct VmlEmptyView: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates an empty view.
    public init() {
        element = VmlElementBuilder("EmptyView")

    }

    /// The `EmptyView` element.
    public var body: VmlContent { element.content }
}
