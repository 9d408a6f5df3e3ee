/// SwiftUI's `Gauge`: `<Gauge lowerBound="0" upperBound="100" value="40"><Text>Battery</Text></Gauge>`.
public struct VmlGauge: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a gauge with a label; arguments left out are not written.
    public init(value: Double, in bounds: ClosedRange<Double>? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Gauge")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.append(label())
    }

    /// Creates a gauge with label, current value label and bound labels as templates.
    public init(
        value: Double, in bounds: ClosedRange<Double>? = nil, @VmlBuilder label: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent, @VmlBuilder minimumValueLabel: () -> VmlContent,
        @VmlBuilder maximumValueLabel: () -> VmlContent
    ) {
        element = ElementBuilder("Gauge")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.append(label())
        element.append(currentValueLabel(), template: "currentValueLabel")
        element.append(minimumValueLabel(), template: "minimumValueLabel")
        element.append(maximumValueLabel(), template: "maximumValueLabel")
    }

    /// The `Gauge` element.
    public var body: VmlContent { return element.content }
}
