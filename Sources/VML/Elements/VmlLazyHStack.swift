/// SwiftUI's `LazyHStack`: `<LazyHStack spacing="8">…</LazyHStack>`. Arguments left out are not written.
public struct VmlLazyHStack: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a lazy stack.
    public init(alignment: VmlVerticalAlignment? = nil, spacing: Double? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("LazyHStack")
        element.set("alignment", alignment)
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `LazyHStack` element.
    public var body: VmlContent { return element.content }
}
