/// SwiftUI's `TextEditor`; the binding becomes the optional `text` attribute: `<TextEditor text="…"/>`.
public struct VmlTextEditor: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a text editor.
    public init(text: String? = nil) {
        element = VmlElementBuilder("TextEditor")
        element.set("text", text)
    }

    /// The `TextEditor` element.
    public var body: VmlContent { element.content }
}
