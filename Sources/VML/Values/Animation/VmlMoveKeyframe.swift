import Foundation

/// SwiftUI's `MoveKeyframe`: a jump to `to`.
///
/// ```swift
/// VmlMoveKeyframe(0.0)
/// ```
public struct VmlMoveKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A jump to `to`.
    ///
    /// ```swift
    /// VmlMoveKeyframe(0.0)
    /// ```
    public init(_ to: Value) {}
}
