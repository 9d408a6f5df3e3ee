/// SwiftUI's `Form`: `<Form>…</Form>`.
public struct VmlForm: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a form.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = VmlElementBuilder("Form")
        element.append(content())
    }

    /// The `Form` element.
    public var body: VmlContent { element.content }
}
