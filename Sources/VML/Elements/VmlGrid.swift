/// SwiftUI's `Grid`: `<Grid horizontalSpacing="8">…</Grid>`, rows given as ``VmlGridRow``s.
public struct VmlGrid: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a grid; arguments left out are not written.
    public init(
        alignment: VmlAlignment? = nil, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @VmlBuilder content: () -> VmlContent
    ) {
        element = ElementBuilder("Grid")
        element.set("alignment", alignment)
        element.set("horizontalSpacing", horizontalSpacing)
        element.set("verticalSpacing", verticalSpacing)
        element.append(content())
    }

    /// The `Grid` element.
    public var body: VmlContent { return element.content }
}
