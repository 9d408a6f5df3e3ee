/// SwiftUI's `Link`: `<Link destination="https://…"><Text>Docs</Text></Link>`.
public struct VmlLink: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a link with a text label.
    public init(_ title: String, destination: String) {
        element = ElementBuilder("Link")
        element.set("destination", destination)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a link with a label.
    public init(destination: String, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Link")
        element.set("destination", destination)
        element.append(label())
    }

    /// Creates a link with a text label to a `URL`, as SwiftUI spells it; the URL's absolute string is written.
    ///
    /// ```swift
    /// VmlLink("Website", destination: URL(string: "https://example.com")!)
    /// // <Link destination="https://example.com"><Text>Website</Text></Link>
    /// ```
    public init(_ title: String, destination: URL) {
        self.init(title, destination: destination.absoluteString)
    }

    /// Creates a link with a label to a `URL`.
    public init(destination: URL, @VmlBuilder label: () -> VmlContent) {
        self.init(destination: destination.absoluteString, label: label)
    }

    /// The `Link` element.
    public var body: VmlContent { return element.content }
}
