/// SwiftUI's `Stepper`; the binding becomes `value`: `<Stepper lowerBound="0" upperBound="10" value="3"><Text>Guests</Text></Stepper>`.
public struct VmlStepper: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a stepper with a text label; arguments left out are not written.
    public init(_ title: String, value: Double? = nil, in bounds: ClosedRange<Double>? = nil, step: Double? = nil) {
        element = VmlElementBuilder("Stepper")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.set("step", step)
        element.append(VmlText(title).vmlContent)
    }

    /// The `Stepper` element.
    public var body: VmlContent { element.content }
}
