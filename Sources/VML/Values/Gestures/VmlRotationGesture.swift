/// SwiftUI's `RotationGesture` (iOS 13–16's rotation; `RotateGesture` since): the angle since the
/// rotation started, recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlRotationGesture().onChanged { angle in turn = angle })   // <Text>a</Text>
/// ```
public struct VmlRotationGesture: VmlGesture {
    /// The angle since the rotation started.
    public typealias Value = VmlAngle

    /// How far the fingers turn before the rotation starts.
    public var minimumAngleDelta: VmlAngle

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: VmlAngle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
