/// SwiftUI's `MagnificationGesture` (iOS 13–16's pinch; `MagnifyGesture` since): the scale since the
/// pinch started, recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlMagnificationGesture().onChanged { scale in zoom = scale })   // <Text>a</Text>
/// ```
public struct VmlMagnificationGesture: VmlGesture, Sendable {
    /// The scale since the pinch started.
    public typealias Value = Double

    /// How much the scale changes before the pinch starts.
    public var minimumScaleDelta: Double

    /// A pinch that starts after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}
