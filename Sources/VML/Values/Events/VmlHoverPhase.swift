import Foundation

/// SwiftUI's `HoverPhase`, what an `onContinuousHover` action receives; the action is the client's
/// and never called.
///
/// ```swift
/// VmlText("a").onContinuousHover { phase in if case .active(let point) = phase { cursor = point } }
/// // <Text>a</Text>
/// ```
public enum VmlHoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}
