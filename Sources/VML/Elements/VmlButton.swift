/// SwiftUI's `Button`: the label goes in the default slot; the action is taken and never called
/// (spec §5: the client owns events).
///
/// ```swift
/// VmlButton { VmlText("Play"); VmlImage(systemName: "play") }
/// // <Button><Text>Play</Text><Image systemName="play"/></Button>
/// VmlButton("Delete", role: .destructive) { model.delete() }
/// // <Button role="destructive"><Text>Delete</Text></Button>
/// ```
///
/// Actions are `@isolated(any)` function types, so closures and method references from main-actor
/// and nonisolated views alike are accepted.
public struct VmlButton: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a button with a label: `VmlButton(action: save) { VmlText("Save") }`,
    /// `VmlButton { save() } label: { VmlText("Save") }`.
    public init(
        role: VmlButtonRole? = nil, action: @isolated(any) () -> Void = {}, @VmlBuilder label: () -> VmlContent
    ) {
        element = ElementBuilder("Button")
        element.set("role", role)
        element.append(label())
    }

    /// Creates a button with a role and the role's own label (iOS 26: `Button(role: .cancel) {}`).
    ///
    /// ```swift
    /// VmlButton(role: .cancel) { dismiss() }   // <Button role="cancel"/>
    /// ```
    public init(role: VmlButtonRole, action: @isolated(any) () -> Void) {
        element = ElementBuilder("Button")
        element.set("role", role)
    }

    /// Creates a button with a text label: `VmlButton("Save") { save() }` →
    /// `<Button><Text>Save</Text></Button>`.
    public init(_ title: String, role: VmlButtonRole? = nil, action: @isolated(any) () -> Void = {}) {
        element = ElementBuilder("Button")
        element.set("role", role)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a button with a title and a symbol, as SwiftUI does, via a ``VmlLabel``.
    public init(_ title: String, systemImage: String, role: VmlButtonRole? = nil, action: @isolated(any) () -> Void = {}) {
        element = ElementBuilder("Button")
        element.set("role", role)
        element.append(VmlLabel(title, systemImage: systemImage).vmlContent)
    }

    /// Creates a button with a title and an asset image (SwiftUI's `Button(_:image:role:action:)`),
    /// written as a ``VmlLabel`` of the two.
    ///
    /// ```swift
    /// VmlButton("Logo", image: VmlImageResource(name: "Logo")) {}
    /// // <Button><Label><Text template="title">Logo</Text><Image template="icon" name="Logo"/></Label></Button>
    /// ```
    public init(_ title: String, image: VmlImageResource, role: VmlButtonRole? = nil, action: @isolated(any) () -> Void = {}) {
        element = ElementBuilder("Button")
        element.set("role", role)
        element.append(VmlLabel(title, image: image.name).vmlContent)
    }

    /// The `Button` element.
    public var body: VmlContent { return element.content }
}
