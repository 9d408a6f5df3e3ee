/// SwiftUI's `Link`: `<Link destination="https://…"><Text>Docs</Text></Link>`.
public struct VmlLink: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a link with a text label.
    public init(_ title: String, destination: String) {
        element = VmlElementBuilder("Link")
        element.set("destination", destination)
        element.append(VmlText(title).vmlContent)
    }

    /// Creates a link with a label.
    public init(destination: String, @VmlBuilder label: () -> VmlContent) {
        element = VmlElementBuilder("Link")
        element.set("destination", destination)
        element.append(label())
    }

    /// The `Link` element.
    public var body: VmlContent { element.content }
}
