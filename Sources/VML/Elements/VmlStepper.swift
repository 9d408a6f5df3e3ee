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

    /// Creates a stepper that calls actions to step (SwiftUI's `Stepper(_:onIncrement:onDecrement:)`):
    /// the actions are the client's, so only the label is written.
    ///
    /// ```swift
    /// VmlStepper("Volume", onIncrement: { up() }, onDecrement: { down() })
    /// // <Stepper><Text>Volume</Text></Stepper>
    /// ```
    public init(
        _ title: String, onIncrement: (@isolated(any) () -> Void)?, onDecrement: (@isolated(any) () -> Void)?,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) {
        element = ElementBuilder("Stepper")
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a stepper with a label that calls actions to step; only the label is written.
    ///
    /// ```swift
    /// VmlStepper(label: { VmlText("Volume") }, onIncrement: nil, onDecrement: nil)
    /// // <Stepper><Text>Volume</Text></Stepper>
    /// ```
    public init(
        @VmlBuilder label: () -> VmlContent, onIncrement: (@isolated(any) () -> Void)?, onDecrement: (@isolated(any) () -> Void)?,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) {
        element = ElementBuilder("Stepper")
        element.append(label())
    }

    /// SwiftUI's deprecated `Stepper(onIncrement:onDecrement:onEditingChanged:label:)`: as
    /// `Stepper(label:onIncrement:onDecrement:onEditingChanged:)`.
    ///
    /// ```swift
    /// VmlStepper(onIncrement: {}, onDecrement: {}) { VmlText("Volume") }
    /// // <Stepper><Text>Volume</Text></Stepper>
    /// ```
    public init(
        onIncrement: (@isolated(any) () -> Void)?, onDecrement: (@isolated(any) () -> Void)?,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// Creates a stepper bound to a value shown through a format style: written as
    /// ``init(_:value:in:step:onEditingChanged:)`` writes it (the client formats the value it shows).
    ///
    /// ```swift
    /// VmlStepper("Tip", value: .constant(0.15), in: 0...1, step: 0.05, format: .percent)
    /// // <Stepper lowerBound="0" step="0.05" upperBound="1" value="0.15"><Text>Tip</Text></Stepper>
    /// ```
    public init<F: ParseableFormatStyle>(
        _ title: String, value: VmlBinding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>? = nil,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: VmlText(titleKey: title).vmlContent)
    }

    /// Creates a stepper with a label bound to a value shown through a format style.
    ///
    /// ```swift
    /// VmlStepper(value: .constant(0.5), step: 0.25, format: .number) { VmlText("Amount") }
    /// // <Stepper step="0.25" value="0.5"><Text>Amount</Text></Stepper>
    /// ```
    public init<F: ParseableFormatStyle>(
        value: VmlBinding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>? = nil, step: F.FormatInput.Stride = 1,
        format: F, @VmlBuilder label: () -> VmlContent, onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label())
    }

    /// Creates a stepper with a label bound to a value; writes the binding's current value.
    ///
    /// ```swift
    /// VmlStepper(value: .constant(2), in: 1...8) { VmlText("Guests") }
    /// // <Stepper lowerBound="1" upperBound="8" value="2"><Text>Guests</Text></Stepper>
    /// ```
    public init<V: Strideable>(
        value: VmlBinding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, @VmlBuilder label: () -> VmlContent,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label())
    }

    /// SwiftUI's deprecated `Stepper(value:in:step:onEditingChanged:label:)`: as
    /// `Stepper(value:in:step:label:onEditingChanged:)`.
    ///
    /// ```swift
    /// VmlStepper(value: .constant(2), step: 2, onEditingChanged: { _ in }) { VmlText("Guests") }
    /// // <Stepper step="2" value="2"><Text>Guests</Text></Stepper>
    /// ```
    public init<V: Strideable>(
        value: VmlBinding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
        onEditingChanged: @isolated(any) (Bool) -> Void, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(value: value.wrappedValue, bounds: bounds, step: step, label: label())
    }

    /// The element for a value, its bounds and its step (1, SwiftUI's default, is not written).
    private init<V: Strideable>(value: V, bounds: ClosedRange<V>?, step: V.Stride, label: VmlContent) {
        element = ElementBuilder("Stepper")
        element.set("value", swiftValue: value)
        if let bounds {
            element.set("lowerBound", swiftValue: bounds.lowerBound)
            element.set("upperBound", swiftValue: bounds.upperBound)
        }
        if step != 1 { element.set("step", swiftValue: step) }
        element.append(label)
    }

    /// The `Stepper` element.
    public var body: VmlContent { return element.content }
}
