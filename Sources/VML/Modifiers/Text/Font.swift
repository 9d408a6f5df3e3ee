extension VmlView {
    /// SwiftUI's `font(_:)`: `.font(.largeTitle)`, `.font(.system(size: 17, weight: .semibold))`.
    public consuming func font(_ font: VmlFont?) -> VmlContent {
        applying("font") {
            if let font {
                font.add(to: &$0, label: nil)
            } else {
                $0.add(nil, expression: .null)
            }
        }
    }
}
