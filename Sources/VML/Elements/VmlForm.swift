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
