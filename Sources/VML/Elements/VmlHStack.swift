/// SwiftUI's `HStack`: `<HStack alignment="top" spacing="4">…</HStack>`. Arguments left out are not written.
public struct VmlHStack: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a horizontal stack.
    public init(alignment: VmlVerticalAlignment? = nil, spacing: Double? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("HStack")
        element.set("alignment", alignment)
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `HStack` element.
    public var body: VmlContent { return element.content }
}
