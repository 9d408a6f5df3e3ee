/// SwiftUI's `SecureField`; the binding becomes the optional `text` attribute: `<SecureField text="…" prompt="…"><Text>Name</Text></SecureField>`.
public struct VmlSecureField: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a field with a title; arguments left out are not written.
    public init(_ title: String, text: String? = nil, prompt: String? = nil) {
        element = ElementBuilder("SecureField")
        element.set("text", text)
        element.set("prompt", prompt)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a field bound to a string; writes its current value, and the prompt's text.
    public init(_ title: String, text: VmlBinding<String>, prompt: VmlText? = nil) {
        self.init(title, text: text.wrappedValue, prompt: prompt?.text)
    }

    /// The `SecureField` element.
    public var body: VmlContent { return element.content }
}
