import Foundation

/// SwiftUI's `RotateGesture`: a two-finger rotation, recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlRotateGesture().onChanged { value in angle = value.rotation })   // <Text>a</Text>
/// ```
public struct VmlRotateGesture: VmlGesture {
    /// A rotation's state, as SwiftUI reports it.
    public struct Value: Equatable {
        /// When the rotation's current event happened.
        public var time: Date
        /// The angle since the rotation started.
        public var rotation: VmlAngle
        /// How fast the angle changes, a second.
        public var velocity: VmlAngle
        /// The rotation's center when it started, as a unit point of the view.
        public var startAnchor: VmlUnitPoint
        /// The rotation's center when it started.
        public var startLocation: CGPoint
    }

    /// How far the fingers turn before the rotation starts.
    public var minimumAngleDelta: VmlAngle

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: VmlAngle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
