/// SwiftUI's `Text`: `<Text>Hello</Text>`. As in SwiftUI, a literal is a localization key
/// (translated when rendering with a ``VmlRenderContext``, written as is without one) and a
/// `String` value is written as is; quotes, `<`, `&` and newlines are escaped by the serializer.
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

    /// Creates a text from a string value, written as is (SwiftUI's `Text(_:)` with a `StringProtocol`).
    /// Disfavored, as in SwiftUI, so that a literal is a localization key.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.text = String(content)
    }

    /// Creates a text from a localization key: the key's translation in the rendering context's
    /// table (see ``VmlRenderContext``), or the key itself, with interpolated values in place.
    ///
    /// ```swift
    /// VmlText("Settings")          // <Text>Settings</Text>; <Text>Réglages</Text> in French
    /// VmlText("Hello, \(name)!")   // key "Hello, %@!"
    /// ```
    public init(_ key: VmlLocalizedStringKey) {
        self.text = key.resolved(tableName: nil, in: VmlRenderContext.current)
    }

    /// SwiftUI's `Text(_:comment:)`: a key with a comment for translators (not written).
    public init(_ key: VmlLocalizedStringKey, comment: StaticString) {
        self.init(key)
    }

    /// SwiftUI's `Text(_:tableName:bundle:comment:)`: the key's translation in the rendering
    /// context's table `tableName` (`Localizable` when `nil`); `bundle` and `comment` are for the
    /// tools that extract strings, as in SwiftUI.
    ///
    /// ```swift
    /// VmlText("Title", tableName: "Settings", bundle: .main, comment: "Settings title")
    /// ```
    public init(_ key: VmlLocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.text = key.resolved(tableName: tableName, in: VmlRenderContext.current)
    }

    /// Creates a text from a string used as is, like SwiftUI's `Text(verbatim:)`; the same VML.
    public init(verbatim text: String) {
        self.text = text
    }

    /// `<Text>text</Text>`, or for a concatenation `<Text><Text>a</Text><Text>b</Text></Text>`.
    public var body: VmlContent {
        var element = ElementBuilder("Text")
        if parts.isEmpty {
            element.append(text: text)
        } else {
            element.append(VmlContent(nodes: parts))
        }
        return element.content
    }
}
