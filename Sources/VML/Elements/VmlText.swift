/// SwiftUI's `Text`: `<Text>Hello</Text>`. The string is text, not a localization key; quotes,
/// `<`, `&` and newlines are escaped by the serializer.
///
/// ```swift
/// VmlText("Hello").font(.headline)   // <Text style="font(.headline)">Hello</Text>
/// ```
public struct VmlText: VmlView, Sendable {
    /// The text.
    public var text: String

    /// Creates a text.
    public init(_ text: String) {
        self.text = text
    }

    /// Creates a text from a string used as is, like SwiftUI's `Text(verbatim:)`; the same VML.
    public init(verbatim text: String) {
        self.text = text
    }

    /// `<Text>text</Text>`
    public var body: VmlContent {
        var element = VmlElementBuilder("Text")
        element.append(text: text)
        return element.content
    }
}
