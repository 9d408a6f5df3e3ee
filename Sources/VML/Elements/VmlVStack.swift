/// SwiftUI's `VStack`: `<VStack alignment="leading" spacing="8">…</VStack>`. Arguments left out are not written.
public struct VmlVStack: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a vertical stack.
    public init(alignment: VmlHorizontalAlignment? = nil, spacing: Double? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("VStack")
        element.set("alignment", alignment)
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `VStack` element.
    public var body: VmlContent { return element.content }
}
