extension VmlView {
    /// SwiftUI's `hueRotation(_:)`.
    ///
    /// ```swift
    /// VmlText("a").hueRotation(VmlAngle(degrees: 45))   // <Text style="hueRotation(.degrees(45))">a</Text>
    /// ```
    public consuming func hueRotation(_ angle: VmlAngle) -> VmlContent {
        applying("hueRotation") {
            $0.add(nil, angle)
        }
    }
}
