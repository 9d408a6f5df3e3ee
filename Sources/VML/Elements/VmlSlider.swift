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

    /// Creates a slider with a label bound to a value; writes the binding's current value, and the
    /// minimum and maximum value labels as `minimumValueLabel` and `maximumValueLabel` templates.
    ///
    /// ```swift
    /// VmlSlider(value: .constant(0.5)) { VmlText("Volume") } minimumValueLabel: { VmlText("0") } maximumValueLabel: { VmlText("1") }
    /// // <Slider value="0.5"><Text>Volume</Text><Text template="minimumValueLabel">0</Text><Text template="maximumValueLabel">1</Text></Slider>
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: VmlBinding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @VmlBuilder label: () -> VmlContent,
        @VmlBuilder minimumValueLabel: () -> VmlContent = { VmlContent() },
        @VmlBuilder maximumValueLabel: () -> VmlContent = { VmlContent() }, onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: Double(value.wrappedValue), in: bounds == 0...1 ? nil : Double(bounds.lowerBound)...Double(bounds.upperBound),
            step: step.map { Double($0) }, label: label)
        let minimum = minimumValueLabel()
        if !minimum.nodes.isEmpty { element.append(minimum, template: "minimumValueLabel") }
        let maximum = maximumValueLabel()
        if !maximum.nodes.isEmpty { element.append(maximum, template: "maximumValueLabel") }
    }

    /// SwiftUI's deprecated `Slider(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`
    /// with label views: as the builder form.
    ///
    /// ```swift
    /// VmlSlider(value: .constant(0.5), minimumValueLabel: VmlText("0"), maximumValueLabel: VmlText("1")) { VmlText("Volume") }
    /// // <Slider value="0.5"><Text>Volume</Text><Text template="minimumValueLabel">0</Text><Text template="maximumValueLabel">1</Text></Slider>
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: VmlBinding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @isolated(any) (Bool) -> Void = { _ in }, minimumValueLabel: any VmlView, maximumValueLabel: any VmlView,
        @VmlBuilder label: () -> VmlContent
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
            maximumValueLabel: { maximumValueLabel })
    }

    /// The `Slider` element.
    public var body: VmlContent { return element.content }
}

extension VmlSlider {
    /// SwiftUI's `Slider` with a neutral value, enabled bounds and ticks (iOS 26), refused at compile time.
    ///
    /// ```swift
    /// VmlSlider(value: $volume, in: 0...10, neutralValue: 5) { … }
    /// // error: 'init(value:in:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:ticks:onEditingChanged:)' is unavailable: a neutral value, enabled bounds and ticks (iOS 26) are drawn on the client: write VmlSlider(value:in:step:label:minimumValueLabel:maximumValueLabel:)
    /// ```
    @available(
        *, unavailable,
        message:
            "a neutral value, enabled bounds and ticks (iOS 26) are drawn on the client: write VmlSlider(value:in:step:label:minimumValueLabel:maximumValueLabel:)"
    )
    public init<V: BinaryFloatingPoint, Ticks>(
        value: VmlBinding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        label: () -> VmlContent, currentValueLabel: () -> VmlContent, minimumValueLabel: () -> VmlContent,
        maximumValueLabel: () -> VmlContent, ticks: () -> Ticks, onEditingChanged: (Bool) -> Void = { _ in }
    ) { self.init() }
}
