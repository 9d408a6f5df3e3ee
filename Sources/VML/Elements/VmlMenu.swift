/// SwiftUI's `Menu`: the items are the content, the title a `label` template.
public struct VmlMenu: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a menu with a title.
    public init(_ title: String, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Menu")
        element.append(content())
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a menu with a label.
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Menu")
        element.append(content())
        element.append(label(), template: "label")
    }

    /// The `Menu` element.
    public var body: VmlContent { return element.content }
}
