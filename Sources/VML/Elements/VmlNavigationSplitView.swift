/// SwiftUI's `NavigationSplitView`: the columns as templated children `sidebar`, `content` and
/// `detail`, in that order.
///
/// ```swift
/// VmlNavigationSplitView { VmlText("Folders") } detail: { VmlText("Pick a folder") }
/// // <NavigationSplitView><Text template="sidebar">Folders</Text><Text template="detail">Pick a folder</Text></NavigationSplitView>
/// ```
/// The column visibility binding is the client's state and is not written.
public struct VmlNavigationSplitView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a two-column split view.
    public init(@VmlBuilder sidebar: () -> VmlContent, @VmlBuilder detail: () -> VmlContent) {
        element = ElementBuilder("NavigationSplitView")
        element.append(sidebar(), template: "sidebar")
        element.append(detail(), template: "detail")
    }

    /// Creates a three-column split view.
    public init(
        @VmlBuilder sidebar: () -> VmlContent, @VmlBuilder content: () -> VmlContent, @VmlBuilder detail: () -> VmlContent
    ) {
        element = ElementBuilder("NavigationSplitView")
        element.append(sidebar(), template: "sidebar")
        element.append(content(), template: "content")
        element.append(detail(), template: "detail")
    }

    /// Creates a two-column split view bound to a column visibility (not written).
    public init<Visibility>(
        columnVisibility: VmlBinding<Visibility>, @VmlBuilder sidebar: () -> VmlContent, @VmlBuilder detail: () -> VmlContent
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Creates a three-column split view bound to a column visibility (not written).
    ///
    /// ```swift
    /// VmlNavigationSplitView(columnVisibility: $visibility) { VmlText("A") } content: { VmlText("B") } detail: { VmlText("C") }
    /// // <NavigationSplitView><Text template="sidebar">A</Text><Text template="content">B</Text><Text template="detail">C</Text></NavigationSplitView>
    /// ```
    public init<Visibility>(
        columnVisibility: VmlBinding<Visibility>, @VmlBuilder sidebar: () -> VmlContent, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder detail: () -> VmlContent
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a two-column split view bound to the column shown in compact width (the client's
    /// state, not written).
    ///
    /// ```swift
    /// VmlNavigationSplitView(preferredCompactColumn: $column) { VmlText("A") } detail: { VmlText("C") }
    /// // <NavigationSplitView><Text template="sidebar">A</Text><Text template="detail">C</Text></NavigationSplitView>
    /// ```
    public init<Column>(
        preferredCompactColumn: VmlBinding<Column>, @VmlBuilder sidebar: () -> VmlContent, @VmlBuilder detail: () -> VmlContent
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Creates a three-column split view bound to the column shown in compact width (not written).
    ///
    /// ```swift
    /// VmlNavigationSplitView(preferredCompactColumn: $column) { VmlText("A") } content: { VmlText("B") } detail: { VmlText("C") }
    /// // <NavigationSplitView><Text template="sidebar">A</Text><Text template="content">B</Text><Text template="detail">C</Text></NavigationSplitView>
    /// ```
    public init<Column>(
        preferredCompactColumn: VmlBinding<Column>, @VmlBuilder sidebar: () -> VmlContent, @VmlBuilder content: () -> VmlContent,
        @VmlBuilder detail: () -> VmlContent
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a two-column split view bound to a column visibility and a compact column (neither written).
    ///
    /// ```swift
    /// VmlNavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { VmlText("A") } detail: { VmlText("C") }
    /// // <NavigationSplitView><Text template="sidebar">A</Text><Text template="detail">C</Text></NavigationSplitView>
    /// ```
    public init<Visibility, Column>(
        columnVisibility: VmlBinding<Visibility>, preferredCompactColumn: VmlBinding<Column>, @VmlBuilder sidebar: () -> VmlContent,
        @VmlBuilder detail: () -> VmlContent
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Creates a three-column split view bound to a column visibility and a compact column (neither written).
    ///
    /// ```swift
    /// VmlNavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { VmlText("A") } content: { VmlText("B") } detail: { VmlText("C") }
    /// // <NavigationSplitView><Text template="sidebar">A</Text><Text template="content">B</Text><Text template="detail">C</Text></NavigationSplitView>
    /// ```
    public init<Visibility, Column>(
        columnVisibility: VmlBinding<Visibility>, preferredCompactColumn: VmlBinding<Column>, @VmlBuilder sidebar: () -> VmlContent,
        @VmlBuilder content: () -> VmlContent, @VmlBuilder detail: () -> VmlContent
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// The `NavigationSplitView` element.
    public var body: VmlContent { return element.content }
}
