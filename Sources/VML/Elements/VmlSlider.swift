/// SwiftUI's `Slider`; the binding becomes `value`, the range `lowerBound`/`upperBound`: `<Slider lowerBound="0" upperBound="100" value="50"/>`.
public struct VmlSlider: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a slider; arguments left out are not written.
    public init(value: Double? = nil, in bounds: ClosedRange<Double>? = nil, step: Double? = nil) {
        element = VmlElementBuilder("Slider")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.set("step", step)
    }

    /// Creates a slider with a label.
    public init(value: Double? = nil, in bounds: ClosedRange<Double>? = nil, step: Double? = nil, @VmlBuilder label: () -> VmlContent) {
        element = VmlElementBuilder("Slider")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.set("step", step)
        element.append(label())
    }

    /// The `Slider` element.
    public var body: VmlContent { element.content }
}
