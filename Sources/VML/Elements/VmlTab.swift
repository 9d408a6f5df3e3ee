/// SwiftUI's `Tab` (iOS 18): the title, image, value and role are attributes, the content its
/// children, a label view the `label` template.
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

    private init(title: String?, image: (name: String, attribute: String)?, role: VmlTabRole?, content: VmlContent) {
        element = ElementBuilder("Tab")
        element.set("title", title)
        if let image { element.set(image.attribute, image.name) }
        element.set("role", role)
        element.append(content)
    }

    /// Creates a tab with a title and an SF Symbol.
    public init(_ title: String, systemImage: String, @VmlBuilder content: () -> VmlContent) {
        self.init(title: title, image: (systemImage, "systemImage"), role: nil, content: content())
    }

    /// Creates a tab with a title, an SF Symbol and a selection value.
    public init<Value: Hashable>(_ title: String, systemImage: String, value: Value, @VmlBuilder content: () -> VmlContent) {
        self.init(title, systemImage: systemImage, content: content)
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a title and a selection value.
    public init<Value: Hashable>(_ title: String, value: Value, @VmlBuilder content: () -> VmlContent) {
        self.init(title: title, image: nil, role: nil, content: content())
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a title, an SF Symbol and a role.
    ///
    /// ```swift
    /// VmlTab("Search", systemImage: "magnifyingglass", role: .search) { VmlText("…") }
    /// // <Tab role="search" systemImage="magnifyingglass" title="Search"><Text>…</Text></Tab>
    /// ```
    public init(_ title: String, systemImage: String, role: VmlTabRole?, @VmlBuilder content: () -> VmlContent) {
        self.init(title: title, image: (systemImage, "systemImage"), role: role, content: content())
    }

    /// Creates a tab with a title, an SF Symbol, a selection value and a role.
    public init<Value: Hashable>(
        _ title: String, systemImage: String, value: Value, role: VmlTabRole?, @VmlBuilder content: () -> VmlContent
    ) {
        self.init(title: title, image: (systemImage, "systemImage"), role: role, content: content())
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a title and an image from the asset catalog.
    ///
    /// ```swift
    /// VmlTab("Home", image: "home") { VmlText("Welcome") }
    /// // <Tab image="home" title="Home"><Text>Welcome</Text></Tab>
    /// ```
    public init(_ title: String, image: String, @VmlBuilder content: () -> VmlContent) {
        self.init(title: title, image: (image, "image"), role: nil, content: content())
    }

    /// Creates a tab with a title, an asset image and a role.
    public init(_ title: String, image: String, role: VmlTabRole?, @VmlBuilder content: () -> VmlContent) {
        self.init(title: title, image: (image, "image"), role: role, content: content())
    }

    /// Creates a tab with a title, an asset image and a selection value.
    public init<Value: Hashable>(_ title: String, image: String, value: Value, @VmlBuilder content: () -> VmlContent) {
        self.init(title: title, image: (image, "image"), role: nil, content: content())
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a title, an asset image, a selection value and a role.
    public init<Value: Hashable>(
        _ title: String, image: String, value: Value, role: VmlTabRole?, @VmlBuilder content: () -> VmlContent
    ) {
        self.init(title: title, image: (image, "image"), role: role, content: content())
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with no label.
    ///
    /// ```swift
    /// VmlTab { VmlText("Welcome") }   // <Tab><Text>Welcome</Text></Tab>
    /// ```
    public init(@VmlBuilder content: () -> VmlContent) {
        self.init(title: nil, image: nil, role: nil, content: content())
    }

    /// Creates a tab with a label view, written as the `label` template.
    ///
    /// ```swift
    /// VmlTab { VmlText("Welcome") } label: { VmlLabel("Home", systemImage: "house") }
    /// // <Tab><Text>Welcome</Text><Label template="label">…</Label></Tab>
    /// ```
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        self.init(title: nil, image: nil, role: nil, content: content())
        element.append(label(), template: "label")
    }

    /// Creates a tab with a role and the role's default label.
    ///
    /// ```swift
    /// VmlTab(role: .search) { VmlText("…") }   // <Tab role="search"><Text>…</Text></Tab>
    /// ```
    public init(role: VmlTabRole?, @VmlBuilder content: () -> VmlContent) {
        self.init(title: nil, image: nil, role: role, content: content())
    }

    /// Creates a tab with a role and a label view.
    public init(role: VmlTabRole?, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        self.init(role: role, content: content)
        element.append(label(), template: "label")
    }

    /// Creates a tab with a selection value and no label.
    public init<Value: Hashable>(value: Value, @VmlBuilder content: () -> VmlContent) {
        self.init(title: nil, image: nil, role: nil, content: content())
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a selection value and a label view.
    ///
    /// ```swift
    /// VmlTab(value: 2) { VmlText("Inbox") } label: { VmlText("Mail") }
    /// // <Tab value="2"><Text>Inbox</Text><Text template="label">Mail</Text></Tab>
    /// ```
    public init<Value: Hashable>(value: Value, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        self.init(value: value, content: content)
        element.append(label(), template: "label")
    }

    /// Creates a tab with a selection value and a role.
    public init<Value: Hashable>(value: Value, role: VmlTabRole?, @VmlBuilder content: () -> VmlContent) {
        self.init(title: nil, image: nil, role: role, content: content())
        element.set("value", swiftValue: value)
    }

    /// Creates a tab with a selection value, a role and a label view.
    public init<Value: Hashable>(
        value: Value, role: VmlTabRole?, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(value: value, role: role, content: content)
        element.append(label(), template: "label")
    }

    /// The `Tab` element.
    public var body: VmlContent { return element.content }
}
