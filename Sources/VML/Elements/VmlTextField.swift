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

    /// Creates a field that grows along `axis` (`.vertical`: a multi-line field), bound to a string.
    ///
    /// ```swift
    /// VmlTextField("Notes", text: $notes, axis: .vertical)
    /// // <TextField axis="vertical" text="Call back"><Text>Notes</Text></TextField>
    /// ```
    public init(_ title: String, text: VmlBinding<String>, prompt: VmlText? = nil, axis: VmlAxis) {
        self.init(title, text: text.wrappedValue, prompt: prompt?.text)
        element.set("axis", axis)
    }

    /// Creates a field editing a value through a format style; writes the value formatted for the
    /// rendering context's locale, as ``VmlText/init(_:format:)`` does.
    ///
    /// ```swift
    /// VmlTextField("Amount", value: $amount, format: .number)   // amount = 1234.5
    /// // <TextField text="1234.5"><Text>Amount</Text></TextField>; text="1 234,5" in a fr_FR context
    /// ```
    public init<F: ParseableFormatStyle>(_ title: String, value: VmlBinding<F.FormatInput>, format: F, prompt: VmlText? = nil)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title, text: VmlText.formatted(value.wrappedValue, format: format), prompt: prompt?.text)
    }

    /// Creates a field editing an optional value through a format style; `nil` leaves `text` out.
    ///
    /// ```swift
    /// VmlTextField("Age", value: $age, format: .number)   // age: Int? = nil
    /// // <TextField><Text>Age</Text></TextField>
    /// ```
    public init<F: ParseableFormatStyle>(_ title: String, value: VmlBinding<F.FormatInput?>, format: F, prompt: VmlText? = nil)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title, text: value.wrappedValue.map { VmlText.formatted($0, format: format) }, prompt: prompt?.text)
    }

    /// The `TextField` element.
    public var body: VmlContent { return element.content }
}
