/// SwiftUI's `SequenceGesture`: one gesture, then another, made with ``VmlGesture/sequenced(before:)``.
///
/// ```swift
/// VmlText("a").gesture(VmlLongPressGesture().sequenced(before: VmlDragGesture()))   // <Text>a</Text>
/// ```
public struct VmlSequenceGesture<First: VmlGesture, Second: VmlGesture>: VmlGesture {
    /// The sequence's state.
    public enum Value {
        /// The first gesture is active.
        case first(First.Value)
        /// The first gesture ended; the second is active, or not yet.
        case second(First.Value, Second.Value?)
    }

    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
