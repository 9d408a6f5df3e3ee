/// SwiftUI's `Button`, without its action (the client owns events): the label goes in the default slot.
///
/// ```swift
/// VmlButton { VmlText("Play"); VmlImage(systemName: "play") }
/// // <Button><Text>Play</Text><Image systemName="play"/></Button>
/// ```
public struct VmlButton: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a button with a label.
    public init(role: VmlButtonRole? = nil, @VmlBuilder label: () -> VmlContent) {
        element = VmlElementBuilder("Button")
        element.set("role", role)
        element.append(label())
    }

    /// Creates a button with a text label: `<Button><Text>Save</Text></Button>`.
    public init(_ title: String, role: VmlButtonRole? = nil) {
        element = VmlElementBuilder("Button")
        element.set("role", role)
        element.append(VmlText(title).vmlContent)
    }

    /// Creates a button with a title and a symbol, as SwiftUI does, via a ``VmlLabel``.
    public init(_ title: String, systemImage: String, role: VmlButtonRole? = nil) {
        element = VmlElementBuilder("Button")
        element.set("role", role)
        element.append(VmlLabel(title, systemImage: systemImage).vmlContent)
    }

    /// The `Button` element.
    public var body: VmlContent { element.content }
}
