/// SwiftUI's `Label`: title and icon as templated children, in that order.
///
/// ```swift
/// VmlLabel("Downloads", systemImage: "arrow.down.circle")
/// // same VML as
/// VmlLabel { VmlText("Downloads") } icon: { VmlImage(systemName: "arrow.down.circle") }
/// // <Label>
/// //   <Text template="title">Downloads</Text>
/// //   <Image template="icon" systemName="arrow.down.circle"/>
/// // </Label>
/// ```
public struct VmlLabel: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a label from its title and icon.
    public init(@VmlBuilder title: () -> VmlContent, @VmlBuilder icon: () -> VmlContent) {
        element = ElementBuilder("Label")
        element.append(title(), template: "title")
        element.append(icon(), template: "icon")
    }

    /// The shorthand with an SF Symbol; the same VML as the builder form.
    public init(_ title: String, systemImage: String) {
        element = ElementBuilder("Label")
        element.append(VmlText(titleKey: title).vmlContent, template: "title")
        element.append(VmlImage(systemName: systemImage).vmlContent, template: "icon")
    }

    /// The shorthand with an asset image; the same VML as the builder form.
    public init(_ title: String, image: String) {
        element = ElementBuilder("Label")
        element.append(VmlText(titleKey: title).vmlContent, template: "title")
        element.append(VmlImage(image).vmlContent, template: "icon")
    }

    /// The `Label` element.
    public var body: VmlContent { return element.content }
}

extension VmlLabel {
    /// SwiftUI's `Label(_ configuration:)`, a custom style's body, refused at compile time.
    ///
    /// ```swift
    /// VmlLabel(configuration)
    /// // error: 'init(_:)' is unavailable: a custom style's makeBody(configuration:) runs on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a custom style's makeBody(configuration:) runs on the client: use a built-in style by name (.bordered, .switch, .inset…) or style the content with modifiers"
    )
    public init(_ configuration: VmlLabelStyleConfiguration) {
        self.init("", systemImage: "")
    }
}
