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

    /// Creates a disclosure group with a title, its expansion bound as SwiftUI spells it; the
    /// binding's value is written: `VmlDisclosureGroup("More", isExpanded: $open) { … }` →
    /// `<DisclosureGroup isExpanded="true">…`.
    public init(_ title: String, isExpanded: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent) {
        self.init(title, isExpanded: isExpanded.wrappedValue, content: content)
    }

    /// Creates a disclosure group with a label, its expansion bound as SwiftUI spells it.
    public init(isExpanded: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        self.init(isExpanded: isExpanded.wrappedValue, content: content, label: label)
    }

    /// The `DisclosureGroup` element.
    public var body: VmlContent { return element.content }
}
