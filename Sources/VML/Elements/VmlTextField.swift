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

    /// Creates a field bound to a string; writes its current value, and the prompt's text. The
    /// deprecated `onEditingChanged:` and `onCommit:` actions are accepted and never called.
    ///
    /// ```swift
    /// VmlTextField("Name", text: $name, onCommit: { save() })   // name == "Ada"
    /// // <TextField text="Ada"><Text>Name</Text></TextField>
    /// ```
    public init(
        _ title: String, text: VmlBinding<String>, prompt: VmlText? = nil, onEditingChanged: @isolated(any) (Bool) -> Void = { _ in },
        onCommit: @isolated(any) () -> Void = {}
    ) {
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

    /// Creates a field editing a value through a `Formatter` (SwiftUI's `TextField(_:value:formatter:)`):
    /// writes the value as the formatter writes it; the actions are accepted and never called.
    ///
    /// ```swift
    /// let formatter = NumberFormatter()
    /// VmlTextField("Count", value: .constant(3), formatter: formatter)
    /// // <TextField text="3"><Text>Count</Text></TextField>
    /// ```
    public init<V>(
        _ title: String, value: VmlBinding<V>, formatter: Formatter, prompt: VmlText? = nil,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }, onCommit: @isolated(any) () -> Void = {}
    ) {
        self.init(title, text: formatter.string(for: value.wrappedValue), prompt: prompt?.text)
    }

    /// Creates a field bound to a string with a label view; `axis: .vertical` makes it multi-line.
    ///
    /// ```swift
    /// VmlTextField(text: .constant("Ada"), prompt: VmlText("Name")) { VmlText("Name") }
    /// // <TextField prompt="Name" text="Ada"><Text>Name</Text></TextField>
    /// ```
    public init(text: VmlBinding<String>, prompt: VmlText? = nil, axis: VmlAxis? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("TextField")
        element.set("text", text.wrappedValue)
        element.set("prompt", prompt?.text)
        element.set("axis", axis)
        element.append(label())
    }

    /// Creates a field editing a value through a format style, with a label view.
    ///
    /// ```swift
    /// VmlTextField(value: .constant(2.5), format: .number) { VmlText("Price") }
    /// // <TextField text="2.5"><Text>Price</Text></TextField>
    /// ```
    public init<F: ParseableFormatStyle>(
        value: VmlBinding<F.FormatInput>, format: F, prompt: VmlText? = nil, @VmlBuilder label: () -> VmlContent
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(text: .constant(VmlText.formatted(value.wrappedValue, format: format)), prompt: prompt, label: label)
    }

    /// Creates a field editing an optional value through a format style, with a label view; `nil`
    /// leaves `text` out.
    ///
    /// ```swift
    /// VmlTextField(value: .constant(Int?.none), format: .number) { VmlText("Age") }
    /// // <TextField><Text>Age</Text></TextField>
    /// ```
    public init<F: ParseableFormatStyle>(
        value: VmlBinding<F.FormatInput?>, format: F, prompt: VmlText? = nil, @VmlBuilder label: () -> VmlContent
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        element = ElementBuilder("TextField")
        element.set("text", value.wrappedValue.map { VmlText.formatted($0, format: format) })
        element.set("prompt", prompt?.text)
        element.append(label())
    }

    /// Creates a field editing a value through a `Formatter`, with a label view.
    ///
    /// ```swift
    /// VmlTextField(value: .constant(3), formatter: NumberFormatter()) { VmlText("Count") }
    /// // <TextField text="3"><Text>Count</Text></TextField>
    /// ```
    public init<V>(value: VmlBinding<V>, formatter: Formatter, prompt: VmlText? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("TextField")
        element.set("text", formatter.string(for: value.wrappedValue))
        element.set("prompt", prompt?.text)
        element.append(label())
    }

    /// The `TextField` element.
    public var body: VmlContent { return element.content }
}

extension VmlTextField {
    /// SwiftUI's `TextField(_:text:selection:prompt:axis:)` (iOS 18), refused at compile time.
    ///
    /// ```swift
    /// VmlTextField("Note", text: $note, selection: $selection)
    /// // error: 'init(_:text:selection:prompt:axis:)' is unavailable: the text selection is the client's state: write the text field without selection: (VmlTextField(_:text:prompt:axis:))
    /// ```
    @available(
        *, unavailable,
        message: "the text selection is the client's state: write the text field without selection: (VmlTextField(_:text:prompt:axis:))"
    )
    public init<Selection>(
        _ title: String, text: VmlBinding<String>, selection: VmlBinding<Selection>, prompt: VmlText? = nil, axis: VmlAxis? = nil
    ) { self.init(title) }

    /// SwiftUI's `TextField(text:selection:prompt:axis:label:)` (iOS 18), refused at compile time.
    ///
    /// ```swift
    /// VmlTextField(text: $note, selection: $selection) { VmlText("Note") }
    /// // error: 'init(text:selection:prompt:axis:label:)' is unavailable: the text selection is the client's state: write the text field without selection: (VmlTextField(_:text:prompt:axis:))
    /// ```
    @available(
        *, unavailable,
        message: "the text selection is the client's state: write the text field without selection: (VmlTextField(_:text:prompt:axis:))"
    )
    public init<Selection>(
        text: VmlBinding<String>, selection: VmlBinding<Selection>, prompt: VmlText? = nil, axis: VmlAxis? = nil,
        label: () -> VmlContent
    ) { self.init("") }
}
