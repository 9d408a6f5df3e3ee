/// SwiftUI's `ZStack`: `<ZStack alignment="topLeading">…</ZStack>`. Arguments left out are not written.
public struct VmlZStack: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates an overlapping stack.
    public init(alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent) {
        element = VmlElementBuilder("ZStack")
        element.set("alignment", alignment)
        element.append(content())
    }

    /// The `ZStack` element.
    public var body: VmlContent { element.content }
}
