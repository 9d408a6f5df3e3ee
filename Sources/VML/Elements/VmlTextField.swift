/// SwiftUI's `TextField`; the binding becomes the optional `text` attribute: `<TextField text="…" prompt="…"><Text>Name</Text></TextField>`.
///
/// ```swift
/// VmlTextField("Name", text: $name, prompt: VmlText("Required"))
/// // <TextField prompt="Required" text="Ada"><Text>Name</Text></TextField>
/// ```
public struct VmlTextField: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a field with a title; arguments left out are not written.
    public init(_ title: String, text: String? = nil, prompt: String? = nil) {
        element = ElementBuilder("TextField")
        element.set("text", text)
        element.set("prompt", prompt)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a field bound to a string; writes its current value, and the prompt's text.
    public init(_ title: String, text: VmlBinding<String>, prompt: VmlText? = nil) {
        self.init(title, text: text.wrappedValue, prompt: prompt?.text)
    }

    /// The `TextField` element.
    public var body: VmlContent { element.content }
}
