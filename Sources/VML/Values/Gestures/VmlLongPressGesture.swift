/// SwiftUI's `LongPressGesture`: a press held for `minimumDuration` seconds, recognized on the client.
///
/// ```swift
/// VmlText("a").gesture(VmlLongPressGesture(minimumDuration: 1).onEnded { _ in showMenu() })   // <Text>a</Text>
/// ```
public struct VmlLongPressGesture: VmlGesture, Sendable {
    /// Whether the press is still held.
    public typealias Value = Bool

    /// How long the press lasts, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the gesture fails, in points.
    public var maximumDistance: Double

    /// A long press of `minimumDuration` seconds that fails beyond `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}
