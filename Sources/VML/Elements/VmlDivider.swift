/// SwiftUI's `Divider`: `<Divider/>`.
public struct VmlDivider: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a divider.
    public init() {
        element = ElementBuilder("Divider")

    }

    /// The `Divider` element.
    public var body: VmlContent { return element.content }
}
