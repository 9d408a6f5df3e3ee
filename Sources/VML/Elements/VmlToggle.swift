/// SwiftUI's `Toggle`; the binding becomes the optional `isOn` attribute: `<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>`.
public struct VmlToggle: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a toggle with a text label.
    public init(_ title: String, isOn: Bool? = nil) {
        element = ElementBuilder("Toggle")
        element.set("isOn", isOn)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a toggle with a label.
    public init(isOn: Bool? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Toggle")
        element.set("isOn", isOn)
        element.append(label())
    }

    /// Creates a toggle with a text label bound to a value: `VmlToggle("Wi-Fi", isOn: $wifi)`
    /// writes the binding's current value, `<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>`.
    public init(_ title: String, isOn: VmlBinding<Bool>) {
        self.init(title, isOn: isOn.wrappedValue)
    }

    /// Creates a toggle with a label bound to a value; writes the binding's current value.
    public init(isOn: VmlBinding<Bool>, @VmlBuilder label: () -> VmlContent) {
        self.init(isOn: isOn.wrappedValue, label: label)
    }

    /// The `Toggle` element.
    public var body: VmlContent { return element.content }
}
