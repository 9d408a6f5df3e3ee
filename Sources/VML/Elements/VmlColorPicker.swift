/// SwiftUI's `ColorPicker`: the selection binding is written as the color it holds (`selection="red"`,
/// `selection="#ff8800"`), `supportsOpacity="false"` when opacity is off; the title is a `Text` child.
///
/// ```swift
/// VmlColorPicker("Tint", selection: $tint)   // tint == .orange
/// // <ColorPicker selection="orange"><Text>Tint</Text></ColorPicker>
/// ```
public struct VmlColorPicker: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a color picker with a title, bound to a color.
    ///
    /// ```swift
    /// VmlColorPicker("Tint", selection: .constant(VmlColor.hex("#ff8800")), supportsOpacity: false)
    /// // <ColorPicker selection="#ff8800" supportsOpacity="false"><Text>Tint</Text></ColorPicker>
    /// ```
    public init(_ title: String, selection: VmlBinding<VmlColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { VmlText(titleKey: title) }
    }

    /// Creates a color picker with a label, bound to a color.
    ///
    /// ```swift
    /// VmlColorPicker(selection: .constant(VmlColor.red)) { VmlLabel("Tint", systemImage: "paintpalette") }
    /// // <ColorPicker selection="red"><Label><Text template="title">Tint</Text><Image template="icon" systemName="paintpalette"/></Label></ColorPicker>
    /// ```
    public init(selection: VmlBinding<VmlColor>, supportsOpacity: Bool = true, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("ColorPicker")
        element.set("selection", selection.wrappedValue)
        if !supportsOpacity { element.set("supportsOpacity", false) }
        element.append(label())
    }

    /// The `ColorPicker` element.
    public var body: VmlContent { return element.content }
}
