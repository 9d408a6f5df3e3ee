/// SwiftUI's `LazyHGrid`: the grid items go into the `rows` attribute in Swift syntax.
///
/// `VmlLazyHGrid(rows: [VmlGridItem(), VmlGridItem()]) { … }` → `<LazyHGrid rows="[GridItem(.flexible()), GridItem(.flexible())]">`
public struct VmlLazyHGrid: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a lazy grid; arguments left out are not written.
    public init(rows: [VmlGridItem], alignment: VmlVerticalAlignment? = nil, spacing: Double? = nil, @VmlBuilder content: () -> VmlContent)
    {
        element = ElementBuilder("LazyHGrid")
        element.set("rows", gridItems: rows)
        element.set("alignment", alignment)
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `LazyHGrid` element.
    public var body: VmlContent { return element.content }
}
