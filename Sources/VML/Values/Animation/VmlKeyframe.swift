import Foundation

/// One keyframe of a ``VmlKeyframeTrack``, type-erased: what the track's builder collects.
///
/// ```swift
/// let keyframe = VmlKeyframe(VmlMoveKeyframe(1.0))
/// ```
public struct VmlKeyframe<Value>: Sendable {
    /// Erases a keyframe.
    ///
    /// ```swift
    /// VmlKeyframe(VmlLinearKeyframe(1.0, duration: 0.2))
    /// ```
    public init<K: VmlKeyframeTrackContent>(_ keyframe: K) where K.Value == Value {}
}
