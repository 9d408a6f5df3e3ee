/// SwiftUI's `DisclosureGroup`; the binding becomes the optional `isExpanded` attribute, the title a `label` template.
public struct VmlDisclosureGroup: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a disclosure group with a title.
    public init(_ title: String, isExpanded: Bool? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("DisclosureGroup")
        element.set("isExpanded", isExpanded)
        element.append(content())
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a disclosure group with a label.
    public init(isExpanded: Bool? = nil, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("DisclosureGroup")
        element.set("isExpanded", isExpanded)
        element.append(content())
        element.append(label(), template: "label")
    }

    /// The `DisclosureGroup` element.
    public var body: VmlContent { return element.content }
}
