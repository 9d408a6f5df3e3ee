import Foundation

/// SwiftUI's `AccessibilityZoomGestureAction`, what an `accessibilityZoomAction` handler receives
/// on the client; the handler is never called on the server.
///
/// ```swift
/// VmlText("a").accessibilityZoomAction { action in zoom(action.direction == .zoomIn) }   // <Text>a</Text>
/// ```
public struct VmlAccessibilityZoomGestureAction {
    /// Which way the zoom goes.
    public enum Direction: Hashable, Sendable {
        /// Zooming in.
        case zoomIn
        /// Zooming out.
        case zoomOut
    }

    /// Which way the zoom goes.
    public var direction: Direction
    /// Where the zoom is centered, in the view.
    public var location: VmlUnitPoint
    /// Where the zoom is centered, on the screen.
    public var point: CGPoint
}
