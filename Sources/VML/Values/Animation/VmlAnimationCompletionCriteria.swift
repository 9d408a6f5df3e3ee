/// When an animation counts as complete (SwiftUI's `AnimationCompletionCriteria`), for
/// `withAnimation(_:completionCriteria:_:completion:)`: `.logicallyComplete`, `.removed`.
///
/// ```swift
/// withAnimation(.easeIn, completionCriteria: .removed) { isOn = true } completion: { done = true }
/// ```
public struct VmlAnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// `.logicallyComplete`
    public static var logicallyComplete: VmlAnimationCompletionCriteria { VmlAnimationCompletionCriteria(name: "logicallyComplete") }
    /// `.removed`
    public static var removed: VmlAnimationCompletionCriteria { VmlAnimationCompletionCriteria(name: "removed") }
}
