/// SwiftUI's `Menu`: the items are the content, the title a `label` template.
///
/// ```swift
/// VmlMenu("Sort") { VmlButton("Name") {} }
/// // <Menu><Button><Text>Name</Text></Button><Text template="label">Sort</Text></Menu>
/// ```
/// A `primaryAction:` is taken and never called (the client owns events).
public struct VmlMenu: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a menu with a title; a primary action is accepted and never called.
    ///
    /// ```swift
    /// VmlMenu("Sort") { VmlButton("Name") {} } primaryAction: { sort() }
    /// // <Menu><Button><Text>Name</Text></Button><Text template="label">Sort</Text></Menu>
    /// ```
    public init(_ title: String, @VmlBuilder content: () -> VmlContent, primaryAction: @isolated(any) () -> Void = {}) {
        self.init(content: content) { VmlText(titleKey: title) }
    }

    /// Creates a menu with a label; a primary action is accepted and never called.
    ///
    /// ```swift
    /// VmlMenu { VmlButton("Name") {} } label: { VmlImage(systemName: "ellipsis") }
    /// // <Menu><Button><Text>Name</Text></Button><Image template="label" systemName="ellipsis"/></Menu>
    /// ```
    public init(
        @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent, primaryAction: @isolated(any) () -> Void = {}
    ) {
        element = ElementBuilder("Menu")
        element.append(content())
        element.append(label(), template: "label")
    }

    /// Creates a menu titled with a symbol, as SwiftUI does: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlMenu("More", systemImage: "ellipsis") { VmlButton("Name") {} }
    /// // <Menu><Button><Text>Name</Text></Button><Label template="label"><Text template="title">More</Text><Image template="icon" systemName="ellipsis"/></Label></Menu>
    /// ```
    public init(
        _ title: String, systemImage: String, @VmlBuilder content: () -> VmlContent, primaryAction: @isolated(any) () -> Void = {}
    ) {
        self.init(content: content) { VmlLabel(title, systemImage: systemImage) }
    }

    /// Creates a menu titled with an asset image: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlMenu("More", image: VmlImageResource(name: "dots")) { VmlButton("Name") {} }
    /// // <Menu><Button><Text>Name</Text></Button><Label template="label"><Text template="title">More</Text><Image template="icon" name="dots"/></Label></Menu>
    /// ```
    public init(
        _ title: String, image: VmlImageResource, @VmlBuilder content: () -> VmlContent,
        primaryAction: @isolated(any) () -> Void = {}
    ) {
        self.init(content: content) { VmlLabel(title, image: image.name) }
    }

    /// The `Menu` element.
    public var body: VmlContent { return element.content }
}

extension VmlMenu {
    /// SwiftUI's `Menu(_ configuration:)`, a custom style's body, refused at compile time.
    ///
    /// ```swift
    /// VmlMenu(configuration)
    /// // error: 'init(_:)' is unavailable: a custom style's makeBody(configuration:) runs on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a custom style's makeBody(configuration:) runs on the client: use a built-in style by name (.bordered, .switch, .inset…) or style the content with modifiers"
    )
    public init(_ configuration: VmlMenuStyleConfiguration) {
        self.init("", content: { VmlContent() })
    }
}
