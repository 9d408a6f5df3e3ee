import Foundation

/// SwiftUI's `KeyframeAnimator`, rendered at rest: its content is built for the initial value and
/// written as it is, without an element of its own (the keyframes play on the client, which the
/// server cannot drive). The keyframes are type-checked and never evaluated.
///
/// ```swift
/// VmlKeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///     VmlText("Hi").scaleEffect(scale)
/// } keyframes: { _ in
///     VmlKeyframeTrack { VmlSpringKeyframe(1.5, duration: 0.2); VmlLinearKeyframe(1.0, duration: 0.3) }
/// }
/// // <Text style="scaleEffect(1)">Hi</Text>
/// ```
public struct VmlKeyframeAnimator: VmlView, Sendable {
    private let content: VmlContent

    /// Builds `content` for `initialValue`; `repeating` and the keyframes are the client's.
    ///
    /// ```swift
    /// VmlKeyframeAnimator(initialValue: 0.0) { VmlText("Hi").offset(y: $0) } keyframes: { _ in
    ///     VmlKeyframeTrack { VmlCubicKeyframe(-20, duration: 0.5) }
    /// }
    /// // <Text style="offset(y: 0)">Hi</Text>
    /// ```
    public init<Value>(
        initialValue: Value, repeating: Bool = true, @VmlBuilder content: (Value) -> VmlContent,
        @VmlKeyframesBuilder<Value> keyframes: (Value) -> VmlKeyframes<Value>
    ) {
        self.content = content(initialValue)
    }

    /// Builds `content` for `initialValue`; the trigger, which plays the keyframes on the client,
    /// is accepted.
    ///
    /// ```swift
    /// VmlKeyframeAnimator(initialValue: 1.0, trigger: taps) { VmlText("Hi").opacity($0) } keyframes: { _ in
    ///     VmlKeyframeTrack { VmlMoveKeyframe(0.5) }
    /// }
    /// // <Text style="opacity(1)">Hi</Text>
    /// ```
    public init<Value>(
        initialValue: Value, trigger: some Equatable, @VmlBuilder content: (Value) -> VmlContent,
        @VmlKeyframesBuilder<Value> keyframes: (Value) -> VmlKeyframes<Value>
    ) {
        self.content = content(initialValue)
    }

    /// The content built for the initial value.
    public var body: VmlContent { return content }
}
