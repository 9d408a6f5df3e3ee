import Foundation

/// The keyframes a ``VmlKeyframeAnimator`` declares (SwiftUI's `Keyframes`): accepted, never played.
///
/// ```swift
/// let keyframes: VmlKeyframes<Double> = VmlKeyframesBuilder.buildBlock()
/// ```
public struct VmlKeyframes<Value>: Sendable {}
