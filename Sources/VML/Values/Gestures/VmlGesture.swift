/// SwiftUI's `Gesture`: a gesture value a view attaches with `gesture(_:including:)`,
/// `simultaneousGesture(_:including:)` or `highPriorityGesture(_:including:)`.
///
/// VML encodes no actions (spec §5): the client recognizes gestures, so a gesture and its
/// handlers (`onChanged`, `onEnded`, `updating`) compile and are never called, and the view is
/// written unchanged.
///
/// ```swift
/// VmlText("a").gesture(VmlDragGesture().onChanged { value in offset = value.translation })
/// // <Text>a</Text>
/// ```
public protocol VmlGesture<Value> {
    /// The value the gesture reports to its handlers.
    associatedtype Value
}

extension VmlGesture {
    /// SwiftUI's `onEnded(_:)`: accepted and never called; the gesture is returned as it is.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlTapGesture(count: 2).onEnded { like() })   // <Text>a</Text>
    /// ```
    public func onEnded(_ action: @isolated(any) (Value) -> Void) -> Self {
        self
    }

    /// SwiftUI's `onChanged(_:)`: accepted and never called; the gesture is returned as it is.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlMagnifyGesture().onChanged { value in zoom = value.magnification })
    /// // <Text>a</Text>
    /// ```
    public func onChanged(_ action: @isolated(any) (Value) -> Void) -> Self {
        self
    }

    /// SwiftUI's `updating(_:body:)`: the gesture state is the client's; the body is never called.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlDragGesture().updating($drag) { value, state, _ in state = value.translation })
    /// // <Text>a</Text>
    /// ```
    public func updating<State>(
        _ state: VmlGestureState<State>, body: @isolated(any) (Value, inout State, inout VmlTransaction) -> Void
    ) -> Self {
        self
    }

    /// SwiftUI's `simultaneously(with:)`: both gestures at once, recognized on the client.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlMagnifyGesture().simultaneously(with: VmlRotateGesture()))   // <Text>a</Text>
    /// ```
    public func simultaneously<Other: VmlGesture>(with other: Other) -> VmlSimultaneousGesture<Self, Other> {
        VmlSimultaneousGesture(self, other)
    }

    /// SwiftUI's `sequenced(before:)`: this gesture, then the other, recognized on the client.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlLongPressGesture().sequenced(before: VmlDragGesture()))   // <Text>a</Text>
    /// ```
    public func sequenced<Other: VmlGesture>(before other: Other) -> VmlSequenceGesture<Self, Other> {
        VmlSequenceGesture(self, other)
    }

    /// SwiftUI's `exclusively(before:)`: this gesture or, failing it, the other, recognized on the client.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlTapGesture(count: 2).exclusively(before: VmlTapGesture()))   // <Text>a</Text>
    /// ```
    public func exclusively<Other: VmlGesture>(before other: Other) -> VmlExclusiveGesture<Self, Other> {
        VmlExclusiveGesture(self, other)
    }
}
