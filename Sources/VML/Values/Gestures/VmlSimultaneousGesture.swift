/// SwiftUI's `SimultaneousGesture`: two gestures recognized at once, made with
/// ``VmlGesture/simultaneously(with:)``.
///
/// ```swift
/// VmlText("a").gesture(VmlMagnifyGesture().simultaneously(with: VmlRotateGesture()))   // <Text>a</Text>
/// ```
public struct VmlSimultaneousGesture<First: VmlGesture, Second: VmlGesture>: VmlGesture {
    /// The two gestures' values, each `nil` while its gesture is not active.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
