/// SwiftUI's `Picker`; the binding becomes `selection`. Options are the content (tag them with `.tag(…)`); the title is a `label` template.
///
/// ```swift
/// VmlPicker("Flavor", selection: "mint") {
///     VmlText("Mint").tag("mint")
/// }
/// ```
public struct VmlPicker: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a picker with a title.
    public init(_ title: String, selection: String? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Picker")
        element.set("selection", selection)
        element.append(ImplicitTags.building(content))
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a picker with a label.
    public init(selection: String? = nil, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Picker")
        element.set("selection", selection)
        element.append(ImplicitTags.building(content))
        element.append(label(), template: "label")
    }

    /// Creates a picker bound to any `Hashable` value (an enum, an `Int`, a `UUID`, …); the
    /// selection is written as ``VmlView/tag(_:)`` writes tags: `VmlPicker("Flavor", selection: $flavor)`
    /// → `<Picker selection="mint">`.
    public init<S: Hashable>(_ title: String, selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("Picker")
        element.set("selection", swiftValue: selection.wrappedValue)
        element.append(ImplicitTags.building(content))
        element.append(VmlText(titleKey: title).vmlContent, template: "label")
    }

    /// Creates a picker with a label bound to any `Hashable` value.
    public init<S: Hashable>(
        selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent
    ) {
        element = ElementBuilder("Picker")
        element.set("selection", swiftValue: selection.wrappedValue)
        element.append(ImplicitTags.building(content))
        element.append(label(), template: "label")
    }

    /// The `Picker` element.
    public var body: VmlContent { return element.content }
}
