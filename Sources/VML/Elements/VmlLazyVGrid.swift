/// SwiftUI's `LazyVGrid`: the grid items go into the `columns` attribute in Swift syntax.
///
/// `VmlLazyVGrid(columns: [VmlGridItem(), VmlGridItem()]) { … }` → `<LazyVGrid columns="[GridItem(.flexible()), GridItem(.flexible())]">`
public struct VmlLazyVGrid: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a lazy grid; arguments left out are not written.
    public init(
        columns: [VmlGridItem], alignment: VmlHorizontalAlignment? = nil, spacing: Double? = nil, @VmlBuilder content: () -> VmlContent
    ) {
        element = ElementBuilder("LazyVGrid")
        element.set("columns", gridItems: columns)
        element.set("alignment", alignment)
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `LazyVGrid` element.
    public var body: VmlContent { return element.content }
}
