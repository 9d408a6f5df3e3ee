import Foundation

/// SwiftUI's `KeyframeTrack`: keyframes for the animated value or one of its properties.
///
/// ```swift
/// VmlKeyframeTrack(\.rotation) { VmlLinearKeyframe(45.0, duration: 0.2) }
/// ```
public struct VmlKeyframeTrack<Root, Value>: Sendable {
    /// Keyframes for the property at `keyPath`.
    ///
    /// ```swift
    /// VmlKeyframeTrack(\.scale) { VmlSpringKeyframe(1.2, duration: 0.3) }
    /// ```
    public init(_ keyPath: WritableKeyPath<Root, Value>, @VmlKeyframeTrackContentBuilder<Value> content: () -> [VmlKeyframe<Value>]) {}

    /// Keyframes for the animated value itself.
    ///
    /// ```swift
    /// VmlKeyframeTrack { VmlLinearKeyframe(1.0, duration: 0.3) }
    /// ```
    public init(@VmlKeyframeTrackContentBuilder<Value> content: () -> [VmlKeyframe<Value>]) where Root == Value {}
}
