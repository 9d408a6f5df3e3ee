import Foundation

/// SwiftUI's `KeyframeTrackContentBuilder`: collects a ``VmlKeyframeTrack``'s keyframes.
///
/// ```swift
/// VmlKeyframeTrack { VmlLinearKeyframe(1.0, duration: 0.3); VmlMoveKeyframe(0.0) }
/// ```
@resultBuilder
public enum VmlKeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    ///
    /// ```swift
    /// VmlLinearKeyframe(1.0, duration: 0.3)
    /// ```
    public static func buildExpression<K: VmlKeyframeTrackContent>(_ keyframe: K) -> [VmlKeyframe<Value>] where K.Value == Value {
        [VmlKeyframe(keyframe)]
    }

    /// The keyframes, in order.
    ///
    /// ```swift
    /// VmlKeyframeTrackContentBuilder<Double>.buildBlock()   // none
    /// ```
    public static func buildBlock(_ parts: [VmlKeyframe<Value>]...) -> [VmlKeyframe<Value>] {
        parts.flatMap { $0 }
    }

    /// Keyframes for each element of a `for` loop.
    ///
    /// ```swift
    /// for step in steps { VmlLinearKeyframe(step, duration: 0.1) }
    /// ```
    public static func buildArray(_ parts: [[VmlKeyframe<Value>]]) -> [VmlKeyframe<Value>] {
        parts.flatMap { $0 }
    }
}
