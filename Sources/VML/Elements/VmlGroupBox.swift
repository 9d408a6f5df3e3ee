/// SwiftUI's `GroupBox`: `<GroupBox>…<Text template="label">Title</Text></GroupBox>`.
public struct VmlGroupBox: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a group box.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("GroupBox")
        element.append(content())
    }

    /// Creates a group box with a title, written as a `label` template.
    public init(_ title: String, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("GroupBox")
        element.append(content())
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a group box with a label.
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("GroupBox")
        element.append(content())
        element.append(label(), template: "label")
    }

    /// SwiftUI's deprecated `GroupBox(label:content:)` with a label view: as `GroupBox(content:label:)`.
    ///
    /// ```swift
    /// VmlGroupBox(label: VmlText("Stats")) { VmlText("Row") }
    /// // <GroupBox><Text>Row</Text><Text template="label">Stats</Text></GroupBox>
    /// ```
    public init(label: any VmlView, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content) { label }
    }

    /// The `GroupBox` element.
    public var body: VmlContent { return element.content }
}

extension VmlGroupBox {
    /// SwiftUI's `GroupBox(_ configuration:)`, a custom style's body, refused at compile time.
    ///
    /// ```swift
    /// VmlGroupBox(configuration)
    /// // error: 'init(_:)' is unavailable: a custom style's makeBody(configuration:) runs on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a custom style's makeBody(configuration:) runs on the client: use a built-in style by name (.bordered, .switch, .inset…) or style the content with modifiers"
    )
    public init(_ configuration: VmlGroupBoxStyleConfiguration) {
        self.init(content: { VmlContent() })
    }
}
