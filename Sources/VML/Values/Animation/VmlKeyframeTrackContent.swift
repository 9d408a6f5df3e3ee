import Foundation

/// SwiftUI's `KeyframeTrackContent`: a keyframe type (``VmlLinearKeyframe``, ``VmlSpringKeyframe``,
/// ``VmlCubicKeyframe``, ``VmlMoveKeyframe``).
///
/// ```swift
/// let keyframe: some VmlKeyframeTrackContent = VmlMoveKeyframe(1.0)
/// ```
public protocol VmlKeyframeTrackContent<Value> {
    /// The animated value's type.
    associatedtype Value
}
