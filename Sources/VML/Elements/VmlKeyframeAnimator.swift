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

/// The keyframes a ``VmlKeyframeAnimator`` declares (SwiftUI's `Keyframes`): accepted, never played.
///
/// ```swift
/// let keyframes: VmlKeyframes<Double> = VmlKeyframesBuilder.buildBlock()
/// ```
public struct VmlKeyframes<Value>: Sendable {}

/// SwiftUI's `KeyframesBuilder`: collects a ``VmlKeyframeAnimator``'s tracks.
///
/// ```swift
/// keyframes: { _ in VmlKeyframeTrack(\.scale) { VmlLinearKeyframe(2.0, duration: 1) } }
/// ```
@resultBuilder
public enum VmlKeyframesBuilder<Value> {
    /// A track of the value or of one of its properties.
    ///
    /// ```swift
    /// VmlKeyframeTrack(\.scale) { VmlLinearKeyframe(2.0, duration: 1) }
    /// ```
    public static func buildExpression<Property>(_ track: VmlKeyframeTrack<Value, Property>) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// The tracks, in order.
    ///
    /// ```swift
    /// VmlKeyframesBuilder<Double>.buildBlock()   // no tracks
    /// ```
    public static func buildBlock(_ parts: VmlKeyframes<Value>...) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// Tracks under an `if`.
    ///
    /// ```swift
    /// if bounces { VmlKeyframeTrack { VmlMoveKeyframe(1.0) } }
    /// ```
    public static func buildOptional(_ part: VmlKeyframes<Value>?) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// Tracks of an `if`'s first branch.
    ///
    /// ```swift
    /// if bounces { VmlKeyframeTrack { VmlMoveKeyframe(1.0) } } else { VmlKeyframeTrack { VmlMoveKeyframe(0.0) } }
    /// ```
    public static func buildEither(first part: VmlKeyframes<Value>) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }

    /// Tracks of an `if`'s second branch.
    ///
    /// ```swift
    /// if bounces { VmlKeyframeTrack { VmlMoveKeyframe(1.0) } } else { VmlKeyframeTrack { VmlMoveKeyframe(0.0) } }
    /// ```
    public static func buildEither(second part: VmlKeyframes<Value>) -> VmlKeyframes<Value> {
        VmlKeyframes()
    }
}

/// SwiftUI's `KeyframeTrack`: keyframes for the animated value or one of its properties.
///
/// ```swift
/// VmlKeyframeTrack(\.rotation) { VmlLinearKeyframe(45.0, duration: 0.2) }
/// ```
public struct VmlKeyframeTrack<Root, Value>: Sendable {
    /// Keyframes for the property at `keyPath`.
    ///
    /// ```swift
    /// VmlKeyframeTrack(\.scale) { VmlSpringKeyframe(1.2, duration: 0.3) }
    /// ```
    public init(_ keyPath: WritableKeyPath<Root, Value>, @VmlKeyframeTrackContentBuilder<Value> content: () -> [VmlKeyframe<Value>]) {}

    /// Keyframes for the animated value itself.
    ///
    /// ```swift
    /// VmlKeyframeTrack { VmlLinearKeyframe(1.0, duration: 0.3) }
    /// ```
    public init(@VmlKeyframeTrackContentBuilder<Value> content: () -> [VmlKeyframe<Value>]) where Root == Value {}
}

/// SwiftUI's `KeyframeTrackContentBuilder`: collects a ``VmlKeyframeTrack``'s keyframes.
///
/// ```swift
/// VmlKeyframeTrack { VmlLinearKeyframe(1.0, duration: 0.3); VmlMoveKeyframe(0.0) }
/// ```
@resultBuilder
public enum VmlKeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    ///
    /// ```swift
    /// VmlLinearKeyframe(1.0, duration: 0.3)
    /// ```
    public static func buildExpression<K: VmlKeyframeTrackContent>(_ keyframe: K) -> [VmlKeyframe<Value>] where K.Value == Value {
        [VmlKeyframe(keyframe)]
    }

    /// The keyframes, in order.
    ///
    /// ```swift
    /// VmlKeyframeTrackContentBuilder<Double>.buildBlock()   // none
    /// ```
    public static func buildBlock(_ parts: [VmlKeyframe<Value>]...) -> [VmlKeyframe<Value>] {
        parts.flatMap { $0 }
    }

    /// Keyframes for each element of a `for` loop.
    ///
    /// ```swift
    /// for step in steps { VmlLinearKeyframe(step, duration: 0.1) }
    /// ```
    public static func buildArray(_ parts: [[VmlKeyframe<Value>]]) -> [VmlKeyframe<Value>] {
        parts.flatMap { $0 }
    }
}

/// One keyframe of a ``VmlKeyframeTrack``, type-erased: what the track's builder collects.
///
/// ```swift
/// let keyframe = VmlKeyframe(VmlMoveKeyframe(1.0))
/// ```
public struct VmlKeyframe<Value>: Sendable {
    /// Erases a keyframe.
    ///
    /// ```swift
    /// VmlKeyframe(VmlLinearKeyframe(1.0, duration: 0.2))
    /// ```
    public init<K: VmlKeyframeTrackContent>(_ keyframe: K) where K.Value == Value {}
}

/// SwiftUI's `KeyframeTrackContent`: a keyframe type (``VmlLinearKeyframe``, ``VmlSpringKeyframe``,
/// ``VmlCubicKeyframe``, ``VmlMoveKeyframe``).
///
/// ```swift
/// let keyframe: some VmlKeyframeTrackContent = VmlMoveKeyframe(1.0)
/// ```
public protocol VmlKeyframeTrackContent<Value> {
    /// The animated value's type.
    associatedtype Value
}

/// SwiftUI's `LinearKeyframe`: a straight move to `to` over `duration` seconds.
///
/// ```swift
/// VmlLinearKeyframe(1.2, duration: 0.3)
/// ```
public struct VmlLinearKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A move to `to` over `duration` seconds.
    ///
    /// ```swift
    /// VmlLinearKeyframe(1.2, duration: 0.3)
    /// ```
    public init(_ to: Value, duration: TimeInterval) {}
}

/// SwiftUI's `SpringKeyframe`: a spring to `to`.
///
/// ```swift
/// VmlSpringKeyframe(1.0, duration: 0.4)
/// ```
public struct VmlSpringKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A spring to `to`.
    ///
    /// ```swift
    /// VmlSpringKeyframe(1.0, duration: 0.4, spring: VmlSpring(duration: 0.4, bounce: 0.3))
    /// ```
    public init(_ to: Value, duration: TimeInterval? = nil, spring: VmlSpring? = nil, startVelocity: Value? = nil) {}
}

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

/// SwiftUI's `MoveKeyframe`: a jump to `to`.
///
/// ```swift
/// VmlMoveKeyframe(0.0)
/// ```
public struct VmlMoveKeyframe<Value>: VmlKeyframeTrackContent, Sendable {
    /// A jump to `to`.
    ///
    /// ```swift
    /// VmlMoveKeyframe(0.0)
    /// ```
    public init(_ to: Value) {}
}
