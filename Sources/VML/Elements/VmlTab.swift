/// SwiftUI's `Tab` (iOS 18): the title, symbol and value are attributes, the content its children.
///
/// ```swift
/// VmlTabView {
///     VmlTab("Home", systemImage: "house") { VmlText("Welcome") }
/// }
/// // <TabView><Tab systemImage="house" title="Home"><Text>Welcome</Text></Tab></TabView>
/// ```
/// The value is written as ``VmlView/tag(_:)`` writes tags, to match a ``VmlTabView``'s selection.
public struct VmlTab: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a tab with a title and an SF Symbol.
    public init(_ title: String, systemImage: String, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Tab")
        element.set("title", title)
        element.set("systemImage", systemImage)
        element.append(content())
    }

    /// Creates a tab with a title, an SF Symbol and a selection value.
    public init<Value: Hashable>(_ title: String, systemImage: String, value: Value, @VmlBuilder content: () -> VmlContent) {
        self.init(title, systemImage: systemImage, content: content)
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a title and a selection value.
    public init<Value: Hashable>(_ title: String, value: Value, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Tab")
        element.set("title", title)
        element.set("value", swiftValue: value)
        element.append(content())
    }

    /// The `Tab` element.
    public var body: VmlContent { return element.content }
}
