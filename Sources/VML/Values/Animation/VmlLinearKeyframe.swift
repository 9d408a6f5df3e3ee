import Foundation

/// SwiftUI's `LinearKeyframe`: a straight move to `to` over `duration` seconds.
///
/// ```swift
/// VmlLinearKeyframe(1.2, duration: 0.3)
/// ```
public struct VmlLinearKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A move to `to` over `duration` seconds.
    ///
    /// ```swift
    /// VmlLinearKeyframe(1.2, duration: 0.3)
    /// ```
    public init(_ to: Value, duration: TimeInterval) {}
}
