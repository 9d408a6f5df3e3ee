/// SwiftUI's `ExclusiveGesture`: one gesture or, failing it, another, made with
/// ``VmlGesture/exclusively(before:)``.
///
/// ```swift
/// VmlText("a").gesture(VmlTapGesture(count: 2).exclusively(before: VmlTapGesture()))   // <Text>a</Text>
/// ```
public struct VmlExclusiveGesture<First: VmlGesture, Second: VmlGesture>: VmlGesture {
    /// The gesture that succeeded.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The gesture tried first.
    public var first: First
    /// The gesture tried when the first fails.
    public var second: Second

    /// `first`, or `second` when it fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
