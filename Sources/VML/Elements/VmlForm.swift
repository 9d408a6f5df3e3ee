/// SwiftUI's `Form`: `<Form>…</Form>`.
public struct VmlForm: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a form.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Form")
        element.append(content())
    }

    /// The `Form` element.
    public var body: VmlContent { return element.content }
}

extension VmlForm {
    /// SwiftUI's `Form(_ configuration:)`, a custom style's body, refused at compile time.
    ///
    /// ```swift
    /// VmlForm(configuration)
    /// // error: 'init(_:)' is unavailable: a custom style's makeBody(configuration:) runs on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a custom style's makeBody(configuration:) runs on the client: use a built-in style by name (.bordered, .switch, .inset…) or style the content with modifiers"
    )
    public init(_ configuration: VmlFormStyleConfiguration) {
        self.init(content: { VmlContent() })
    }
}
