extension VmlView {
    /// SwiftUI's `rotationEffect(_:anchor:)`: `.rotationEffect(.degrees(45))`, `.rotationEffect(.deg(45))` → `45deg`.
    public consuming func rotationEffect(_ angle: VmlAngle, anchor: VmlUnitPoint? = nil) -> VmlContent {
        applying("rotationEffect") {
            $0.add(nil, angle)
            $0.add("anchor", anchor)
        }
    }
}
