/// SwiftUI's `ZStack`: `<ZStack alignment="topLeading">…</ZStack>`. Arguments left out are not written.
public struct VmlZStack: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an overlapping stack.
    public init(alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ZStack")
        element.set("alignment", alignment)
        element.append(content())
    }

    /// The `ZStack` element.
    public var body: VmlContent { return element.content }
}
