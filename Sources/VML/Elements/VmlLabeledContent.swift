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

    /// Creates labeled content from a title and a value formatted on the server, as
    /// ``VmlText/init(_:format:)`` formats it.
    ///
    /// ```swift
    /// VmlLabeledContent("Total", value: 9.99, format: .currency(code: "USD"))
    /// // <LabeledContent><Text>$9.99</Text><Text template="label">Total</Text></LabeledContent>
    /// ```
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title, value: VmlText.formatted(value, format: format))
    }

    /// The `LabeledContent` element.
    public var body: VmlContent { return element.content }
}

extension VmlLabeledContent {
    /// SwiftUI's `LabeledContent(_ configuration:)`, a custom style's body, refused at compile time.
    ///
    /// ```swift
    /// VmlLabeledContent(configuration)
    /// // error: 'init(_:)' is unavailable: a custom style's makeBody(configuration:) runs on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a custom style's makeBody(configuration:) runs on the client: use a built-in style by name (.bordered, .switch, .inset…) or style the content with modifiers"
    )
    public init(_ configuration: VmlLabeledContentStyleConfiguration) {
        self.init("", value: "")
    }
}
