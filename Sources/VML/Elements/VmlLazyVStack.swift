/// SwiftUI's `LazyVStack`: `<LazyVStack spacing="8">…</LazyVStack>`. Arguments left out are not written.
public struct VmlLazyVStack: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a lazy stack.
    public init(alignment: VmlHorizontalAlignment? = nil, spacing: Double? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("LazyVStack")
        element.set("alignment", alignment)
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `LazyVStack` element.
    public var body: VmlContent { return element.content }
}
