/// SwiftUI's `TabView`; the binding becomes the optional `selection` attribute. Tag the tabs with `.tag(…)`.
public struct VmlTabView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a tab view.
    public init(selection: String? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("TabView")
        element.set("selection", selection)
        element.append(ImplicitTags.building(content))
    }

    /// Creates a tab view bound to any `Hashable` selection; written as ``VmlView/tag(_:)`` writes tags.
    public init<S: Hashable>(selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("TabView")
        element.set("selection", swiftValue: selection.wrappedValue)
        element.append(ImplicitTags.building(content))
    }

    /// The `TabView` element.
    public var body: VmlContent { return element.content }
}
