/// SwiftUI's `Stepper`; the binding becomes `value`: `<Stepper lowerBound="0" upperBound="10" value="3"><Text>Guests</Text></Stepper>`.
public struct VmlStepper: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a stepper with a text label; arguments left out are not written.
    public init(_ title: String, value: Double? = nil, in bounds: ClosedRange<Double>? = nil, step: Double? = nil) {
        element = ElementBuilder("Stepper")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.set("step", step)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a stepper bound to a value, as SwiftUI spells it: `VmlStepper("Guests", value: $guests, in: 1...8)`.
    /// Writes the binding's current value; a step of 1 (SwiftUI's default) is not written.
    public init<V: Strideable>(
        _ title: String, value: VmlBinding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) {
        element = ElementBuilder("Stepper")
        element.set("value", swiftValue: value.wrappedValue)
        if let bounds {
            element.set("lowerBound", swiftValue: bounds.lowerBound)
            element.set("upperBound", swiftValue: bounds.upperBound)
        }
        if step != 1 { element.set("step", swiftValue: step) }
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// The `Stepper` element.
    public var body: VmlContent { return element.content }
}
