/// SwiftUI's `Slider`; the binding becomes `value`, the range `lowerBound`/`upperBound`: `<Slider lowerBound="0" upperBound="100" value="50"/>`.
public struct VmlSlider: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a slider; arguments left out are not written.
    public init(value: Double? = nil, in bounds: ClosedRange<Double>? = nil, step: Double? = nil) {
        element = ElementBuilder("Slider")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.set("step", step)
    }

    /// Creates a slider with a label.
    public init(value: Double? = nil, in bounds: ClosedRange<Double>? = nil, step: Double? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Slider")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.set("step", step)
        element.append(label())
    }

    /// Creates a slider bound to a value, as SwiftUI spells it: `VmlSlider(value: $volume, in: 0...10, step: 1)`.
    /// Writes the binding's current value; bounds left at SwiftUI's default `0...1` are not written.
    public init<V: BinaryFloatingPoint>(
        value: VmlBinding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: Double(value.wrappedValue), in: bounds == 0...1 ? nil : Double(bounds.lowerBound)...Double(bounds.upperBound),
            step: step.map { Double($0) })
    }

    /// Creates a slider with a label bound to a value; writes the binding's current value.
    public init<V: BinaryFloatingPoint>(
        value: VmlBinding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @VmlBuilder label: () -> VmlContent,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: Double(value.wrappedValue), in: bounds == 0...1 ? nil : Double(bounds.lowerBound)...Double(bounds.upperBound),
            step: step.map { Double($0) }, label: label)
    }

    /// The `Slider` element.
    public var body: VmlContent { return element.content }
}
