/// SwiftUI's `EmptyView`: `<EmptyView/>`.
public struct VmlEmptyView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an empty view.
    public init() {
        element = ElementBuilder("EmptyView")

    }

    /// The `EmptyView` element.
    public var body: VmlContent { return element.content }
}
