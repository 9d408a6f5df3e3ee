/// SwiftUI's `TabSection` (iOS 18): a group of tabs, shown as a section of a sidebar-adaptable
/// `TabView`. The title is an attribute, a header view the `header` template.
///
/// ```swift
/// VmlTabSection("Library") { VmlTab("Songs", systemImage: "music.note") { VmlText("…") } }
/// // <TabSection title="Library"><Tab systemImage="music.note" title="Songs"><Text>…</Text></Tab></TabSection>
/// ```
public struct VmlTabSection: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a section with a title.
    public init(_ title: String, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("TabSection")
        element.set("title", title)
        element.append(content())
    }

    /// Creates a section with no title.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("TabSection")
        element.append(content())
    }

    /// Creates a section with a header view, written as the `header` template.
    ///
    /// ```swift
    /// VmlTabSection { VmlTab("Songs", systemImage: "music.note") {} } header: { VmlText("Library") }
    /// // <TabSection><Tab systemImage="music.note" title="Songs"/><Text template="header">Library</Text></TabSection>
    /// ```
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder header: () -> VmlContent) {
        element = ElementBuilder("TabSection")
        element.append(content())
        element.append(header(), template: "header")
    }

    /// The `TabSection` element.
    public var body: VmlContent { return element.content }
}
