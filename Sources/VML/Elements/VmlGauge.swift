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

    /// Creates a gauge with label, current value label and the optional bound and marked value
    /// labels as templates (`currentValueLabel`, `minimumValueLabel`, `maximumValueLabel`,
    /// `markedValueLabels`); labels left out are not written.
    ///
    /// ```swift
    /// VmlGauge(value: 0.4) { VmlText("Battery") } currentValueLabel: { VmlText("40%") }
    /// // <Gauge value="0.4"><Text>Battery</Text><Text template="currentValueLabel">40%</Text></Gauge>
    /// ```
    public init(
        value: Double, in bounds: ClosedRange<Double>? = nil, @VmlBuilder label: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent, @VmlBuilder minimumValueLabel: () -> VmlContent = { VmlContent() },
        @VmlBuilder maximumValueLabel: () -> VmlContent = { VmlContent() },
        @VmlBuilder markedValueLabels: () -> VmlContent = { VmlContent() }
    ) {
        element = ElementBuilder("Gauge")
        element.set("value", value)
        element.set("lowerBound", bounds?.lowerBound)
        element.set("upperBound", bounds?.upperBound)
        element.append(label())
        element.append(currentValueLabel(), template: "currentValueLabel")
        for (name, content) in [
            ("minimumValueLabel", minimumValueLabel()), ("maximumValueLabel", maximumValueLabel()),
            ("markedValueLabels", markedValueLabels()),
        ] where !content.nodes.isEmpty {
            element.append(content, template: name)
        }
    }

    /// The `Gauge` element.
    public var body: VmlContent { return element.content }
}
