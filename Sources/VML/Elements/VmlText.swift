/// SwiftUI's `Text`: `<Text>Hello</Text>`. The string is text, not a localization key; quotes,
/// `<`, `&` and newlines are escaped by the serializer.
///
/// ```swift
/// VmlText("Hello").font(.headline)   // <Text style="font(.headline)">Hello</Text>
/// VmlText("Total: ").bold() + VmlText("42")
/// // <Text><Text style="bold()">Total: </Text><Text>42</Text></Text>
/// ```
public struct VmlText: VmlView, Sendable {
    /// The text (for a concatenation, its parts' texts joined).
    public var text: String

    /// The parts of a concatenation (`Text + Text`), written as nested `Text` children; empty for
    /// a plain text.
    var parts: [VMLNode] = []

    /// Creates a text.
    public init(_ text: String) {
        self.text = text
    }

    /// Creates a text from a string used as is, like SwiftUI's `Text(verbatim:)`; the same VML.
    public init(verbatim text: String) {
        self.text = text
    }

    /// `<Text>text</Text>`, or for a concatenation `<Text><Text>a</Text><Text>b</Text></Text>`.
    public var body: VmlContent {
        var element = VmlElementBuilder("Text")
        if parts.isEmpty {
            element.append(text: text)
        } else {
            element.append(VmlContent(nodes: parts))
        }
        return element.content
    }
}
