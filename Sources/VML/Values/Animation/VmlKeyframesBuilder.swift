import Foundation

/// SwiftUI's `KeyframesBuilder`: collects a ``VmlKeyframeAnimator``'s tracks.
///
/// ```swift
/// keyframes: { _ in VmlKeyframeTrack(\.scale) { VmlLinearKeyframe(2.0, duration: 1) } }
/// ```
@resultBuilder
public enum VmlKeyframesBuilder<Value> {
    /// A track of the value or of one of its properties.
    ///
    /// ```swift
    /// VmlKeyframeTrack(\.scale) { VmlLinearKeyframe(2.0, duration: 1) }
    /// ```
    public static func buildExpression<Property>(_ track: VmlKeyframeTrack<Value, Property>) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// The tracks, in order.
    ///
    /// ```swift
    /// VmlKeyframesBuilder<Double>.buildBlock()   // no tracks
    /// ```
    public static func buildBlock(_ parts: VmlKeyframes<Value>...) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// Tracks under an `if`.
    ///
    /// ```swift
    /// if bounces { VmlKeyframeTrack { VmlMoveKeyframe(1.0) } }
    /// ```
    public static func buildOptional(_ part: VmlKeyframes<Value>?) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// Tracks of an `if`'s first branch.
    ///
    /// ```swift
    /// if bounces { VmlKeyframeTrack { VmlMoveKeyframe(1.0) } } else { VmlKeyframeTrack { VmlMoveKeyframe(0.0) } }
    /// ```
    public static func buildEither(first part: VmlKeyframes<Value>) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// Tracks of an `if`'s second branch.
    ///
    /// ```swift
    /// if bounces { VmlKeyframeTrack { VmlMoveKeyframe(1.0) } } else { VmlKeyframeTrack { VmlMoveKeyframe(0.0) } }
    /// ```
    public static func buildEither(second part: VmlKeyframes<Value>) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }
}
