/// SwiftUI's `Picker`; the binding becomes `selection`. Options are the content (tag them with `.tag(…)`); the title is a `label` template.
///
/// ```swift
/// VmlPicker("Flavor", selection: "mint") {
///     VmlText("Mint").tag("mint")
/// }
/// ```
public struct VmlPicker: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a picker with a title.
    public init(_ title: String, selection: String? = nil, @VmlBuilder content: () -> VmlContent) {
        element = VmlElementBuilder("Picker")
        element.set("selection", selection)
        element.append(content())
        element.append(VmlText(title).vmlContent, template: "label")
    }

    /// Creates a picker with a label.
    public init(selection: String? = nil, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = VmlElementBuilder("Picker")
        element.set("selection", selection)
        element.append(content())
        element.append(label(), template: "label")
    }

    /// The `Picker` element.
    public var body: VmlContent { element.content }
}
