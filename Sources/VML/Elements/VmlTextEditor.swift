/// SwiftUI's `TextEditor`; the binding becomes the optional `text` attribute: `<TextEditor text="…"/>`.
public struct VmlTextEditor: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a text editor.
    public init(text: String? = nil) {
        element = ElementBuilder("TextEditor")
        element.set("text", text)
    }

    /// Creates an editor bound to a string; writes its current value.
    public init(text: VmlBinding<String>) {
        self.init(text: text.wrappedValue)
    }

    /// The `TextEditor` element.
    public var body: VmlContent { return element.content }
}
