import Foundation

/// SwiftUI's `CubicKeyframe`: a curve to `to` over `duration` seconds.
///
/// ```swift
/// VmlCubicKeyframe(-20.0, duration: 0.5)
/// ```
public struct VmlCubicKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A curve to `to` over `duration` seconds.
    ///
    /// ```swift
    /// VmlCubicKeyframe(-20.0, duration: 0.5)
    /// ```
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
