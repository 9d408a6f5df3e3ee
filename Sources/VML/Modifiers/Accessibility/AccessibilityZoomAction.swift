extension VmlView {
    /// SwiftUI's `accessibilityZoomAction(_:)`: compiles and writes nothing (an accessibility
    /// action's handler: the client owns events; it is never called).
    ///
    /// ```swift
    /// VmlText("a").accessibilityZoomAction { action in zoom(action.direction == .zoomIn) }   // <Text>a</Text>
    /// ```
    public consuming func accessibilityZoomAction(_ handler: @isolated(any) (VmlAccessibilityZoomGestureAction) -> Void) -> VmlContent {
        vmlContent
    }
}
