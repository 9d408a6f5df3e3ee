/// SwiftUI's `TextField`; the binding becomes the optional `text` attribute: `<TextField text="…" prompt="…"><Text>Name</Text></TextField>`.
public struct VmlTextField: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a field with a title; arguments left out are not written.
    public init(_ title: String, text: String? = nil, prompt: String? = nil) {
        element = VmlElementBuilder("TextField")
        element.set("text", text)
        element.set("prompt", prompt)
        element.append(VmlText(title).vmlContent)
    }

    /// The `TextField` element.
    public var body: VmlContent { element.content }
}
