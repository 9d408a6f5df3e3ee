extension VmlView {
    /// SwiftUI's `drawingGroup(opaque:colorMode:)`: the view renders offscreen before display; the
    /// arguments are written when given.
    ///
    /// ```swift
    /// VmlText("a").drawingGroup(colorMode: .linear)   // <Text style="drawingGroup(colorMode: .linear)">a</Text>
    /// ```
    public consuming func drawingGroup(opaque: Bool? = nil, colorMode: VmlColorRenderingMode? = nil) -> VmlContent {
        applying("drawingGroup") {
            $0.add("opaque", expression: opaque.map { .boolean($0) })
            $0.add("colorMode", colorMode)
        }
    }
}
