/// SwiftUI's `ContentUnavailableView`, with `label`, `description` and `actions` templates.
public struct VmlContentUnavailableView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates the view from a title and symbol, as SwiftUI does: a ``VmlLabel`` and an optional description text.
    public init(_ title: String, systemImage: String, description: String? = nil) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(VmlLabel(title, systemImage: systemImage).vmlContent, template: "label")
        if let description { element.append(VmlText(description).vmlContent, template: "description") }
    }

    /// Creates the view with a `Text` description, as SwiftUI spells it:
    /// `VmlContentUnavailableView("No Mail", systemImage: "tray", description: VmlText("New mail appears here."))`.
    public init(_ title: String, systemImage: String, description: VmlText) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(VmlLabel(title, systemImage: systemImage).vmlContent, template: "label")
        element.append(description.vmlContent, template: "description")
    }

    /// Creates the view from its three slots.
    public init(
        @VmlBuilder label: () -> VmlContent, @VmlBuilder description: () -> VmlContent = { VmlContent() },
        @VmlBuilder actions: () -> VmlContent = { VmlContent() }
    ) {
        element = ElementBuilder("ContentUnavailableView")
        element.append(label(), template: "label")
        let description = description()
        if !description.nodes.isEmpty { element.append(description, template: "description") }
        let actions = actions()
        if !actions.nodes.isEmpty { element.append(actions, template: "actions") }
    }

    /// The `ContentUnavailableView` element.
    public var body: VmlContent { return element.content }
}
