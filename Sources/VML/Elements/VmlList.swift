/// SwiftUI's `List`: `<List>…</List>`. The selection binding is the client's.
public struct VmlList: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a list.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = VmlElementBuilder("List")
        element.append(content())
    }

    /// The `List` element.
    public var body: VmlContent { element.content }
}
