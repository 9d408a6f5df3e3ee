/// SwiftUI's `GridRow`: `<GridRow>…</GridRow>`.
public struct VmlGridRow: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a grid row.
    public init(alignment: VmlVerticalAlignment? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("GridRow")
        element.set("alignment", alignment)
        element.append(content())
    }

    /// The `GridRow` element.
    public var body: VmlContent { return element.content }
}
