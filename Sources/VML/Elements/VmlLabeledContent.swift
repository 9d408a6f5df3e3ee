/// SwiftUI's `LabeledContent`: the content in the default slot, the title a `label` template.
///
/// `VmlLabeledContent("Name", value: "Ada")` → `<LabeledContent><Text>Ada</Text><Text template="label">Name</Text></LabeledContent>`
public struct VmlLabeledContent: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates labeled content from a title and a value.
    public init(_ title: String, value: String) {
        element = ElementBuilder("LabeledContent")
        element.append(VmlText(value).vmlContent)
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates labeled content from a title and content.
    public init(_ title: String, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("LabeledContent")
        element.append(content())
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates labeled content from content and a label.
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("LabeledContent")
        element.append(content())
        element.append(label(), template: "label")
    }

    /// The `LabeledContent` element.
    public var body: VmlContent { return element.content }
}
