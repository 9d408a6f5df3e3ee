extension VmlView {
    /// SwiftUI's `font(_:)`: `.font(.largeTitle)`, `.font(.system(size: 17, weight: .semibold))`.
    public consuming func font(_ font: VmlFont?) -> VmlContent {
        applying("font") {
            $0.add(nil, expression: font?.expression ?? .null)
        }
    }
}
