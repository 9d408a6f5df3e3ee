/// SwiftUI's `NavigationLink`: label children, then the destination — an attribute (a route the
/// client resolves) or a `destination` template, or both.
///
/// ```swift
/// VmlNavigationLink(destination: "/products/1") { VmlText("More Information") }
/// // <NavigationLink destination="/products/1"><Text>More Information</Text></NavigationLink>
/// ```
public struct VmlNavigationLink: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// A link to a route: `destination` is an attribute.
    public init(destination: String, @VmlBuilder label: () -> VmlContent) {
        element = VmlElementBuilder("NavigationLink")
        element.set("destination", destination)
        element.append(label())
    }

    /// A link with a text label to a route.
    public init(_ title: String, destination: String) {
        element = VmlElementBuilder("NavigationLink")
        element.set("destination", destination)
        element.append(VmlText(title).vmlContent)
    }

    /// A link whose destination view is a `destination` template (after the label).
    public init(@VmlBuilder destination: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = VmlElementBuilder("NavigationLink")
        element.append(label())
        element.append(destination(), template: "destination")
    }

    /// A link to a route with a placeholder destination view the client shows until the server's
    /// content arrives (the spec's NavigationLink example).
    public init(
        destination: String, @VmlBuilder label: () -> VmlContent, @VmlBuilder placeholder: () -> VmlContent
    ) {
        element = VmlElementBuilder("NavigationLink")
        element.set("destination", destination)
        element.append(label())
        element.append(placeholder(), template: "destination")
    }

    /// The `NavigationLink` element.
    public var body: VmlContent { element.content }
}
