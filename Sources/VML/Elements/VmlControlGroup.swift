/// SwiftUI's `ControlGroup`: the controls are the content, a title or label a `label` template.
///
/// ```swift
/// VmlControlGroup { VmlButton("Cut") {}; VmlButton("Copy") {} }
/// // <ControlGroup><Button><Text>Cut</Text></Button><Button><Text>Copy</Text></Button></ControlGroup>
/// ```
public struct VmlControlGroup: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a group of controls.
    ///
    /// ```swift
    /// VmlControlGroup { VmlButton("Cut") {} }
    /// // <ControlGroup><Button><Text>Cut</Text></Button></ControlGroup>
    /// ```
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ControlGroup")
        element.append(content())
    }

    /// Creates a group of controls with a label.
    ///
    /// ```swift
    /// VmlControlGroup { VmlButton("Cut") {} } label: { VmlText("Edit") }
    /// // <ControlGroup><Button><Text>Cut</Text></Button><Text template="label">Edit</Text></ControlGroup>
    /// ```
    public init(@VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("ControlGroup")
        element.append(content())
        element.append(label(), template: "label")
    }

    /// Creates a group of controls with a title.
    ///
    /// ```swift
    /// VmlControlGroup("Edit") { VmlButton("Cut") {} }
    /// // <ControlGroup><Button><Text>Cut</Text></Button><Text template="label">Edit</Text></ControlGroup>
    /// ```
    public init(_ title: String, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content) { VmlText(titleKey: title) }
    }

    /// Creates a group of controls titled with a symbol: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlControlGroup("Edit", systemImage: "pencil") { VmlButton("Cut") {} }
    /// // <ControlGroup><Button><Text>Cut</Text></Button><Label template="label"><Text template="title">Edit</Text><Image template="icon" systemName="pencil"/></Label></ControlGroup>
    /// ```
    public init(_ title: String, systemImage: String, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content) { VmlLabel(title, systemImage: systemImage) }
    }

    /// Creates a group of controls titled with an asset image: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlControlGroup("Edit", image: VmlImageResource(name: "pen")) { VmlButton("Cut") {} }
    /// // <ControlGroup><Button><Text>Cut</Text></Button><Label template="label"><Text template="title">Edit</Text><Image template="icon" name="pen"/></Label></ControlGroup>
    /// ```
    public init(_ title: String, image: VmlImageResource, @VmlBuilder content: () -> VmlContent) {
        self.init(content: content) { VmlLabel(title, image: image.name) }
    }

    /// The `ControlGroup` element.
    public var body: VmlContent { return element.content }
}

extension VmlControlGroup {
    /// SwiftUI's `ControlGroup(_ configuration:)`, a custom style's body, refused at compile time.
    ///
    /// ```swift
    /// VmlControlGroup(configuration)
    /// // error: 'init(_:)' is unavailable: a custom style's makeBody(configuration:) runs on the client: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a custom style's makeBody(configuration:) runs on the client: use a built-in style by name (.bordered, .switch, .inset…) or style the content with modifiers"
    )
    public init(_ configuration: VmlControlGroupStyleConfiguration) {
        self.init(content: { VmlContent() })
    }
}
