import Foundation

/// SwiftUI's `SpringKeyframe`: a spring to `to`.
///
/// ```swift
/// VmlSpringKeyframe(1.0, duration: 0.4)
/// ```
public struct VmlSpringKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A spring to `to`.
    ///
    /// ```swift
    /// VmlSpringKeyframe(1.0, duration: 0.4, spring: VmlSpring(duration: 0.4, bounce: 0.3))
    /// ```
    public init(_ to: Value, duration: TimeInterval? = nil, spring: VmlSpring? = nil, startVelocity: Value? = nil) {}
}
