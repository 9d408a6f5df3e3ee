/// SwiftUI's `Divider`: `<Divider/>`.
public struct VmlDivider: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a divider.
    public init() {
        element = VmlElementBuilder("Divider")

    }

    /// The `Divider` element.
    public var body: VmlContent { element.content }
}
