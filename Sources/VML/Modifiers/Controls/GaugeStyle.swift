extension VmlView {
    /// SwiftUI's `gaugeStyle(_:)`: `.gaugeStyle(.accessoryCircular)`.
    public consuming func gaugeStyle(_ style: VmlGaugeStyle) -> VmlContent {
        applying("gaugeStyle") {
            $0.add(nil, style)
        }
    }
}
