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

    /// Creates a field bound to a string; writes its current value, and the prompt's text. The
    /// deprecated `onCommit:` action is accepted and never called.
    ///
    /// ```swift
    /// VmlSecureField("Password", text: .constant("pw"), onCommit: {})
    /// // <SecureField text="pw"><Text>Password</Text></SecureField>
    /// ```
    public init(_ title: String, text: VmlBinding<String>, prompt: VmlText? = nil, onCommit: @isolated(any) () -> Void = {}) {
        self.init(title, text: text.wrappedValue, prompt: prompt?.text)
    }

    /// Creates a field bound to a string with a label view.
    ///
    /// ```swift
    /// VmlSecureField(text: .constant("pw"), prompt: VmlText("Required")) { VmlText("Password") }
    /// // <SecureField prompt="Required" text="pw"><Text>Password</Text></SecureField>
    /// ```
    public init(text: VmlBinding<String>, prompt: VmlText? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("SecureField")
        element.set("text", text.wrappedValue)
        element.set("prompt", prompt?.text)
        element.append(label())
    }

    /// The `SecureField` element.
    public var body: VmlContent { return element.content }
}
