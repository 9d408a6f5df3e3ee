/// SwiftUI's `@GestureState`: a value a gesture updates while it is active, on the client. On the
/// server it keeps its initial value; `$state` is what ``VmlGesture/updating(_:body:)`` takes.
///
/// ```swift
/// struct Card: VmlView {
///     @VmlGestureState private var drag = CGSize.zero
///     var body: some VmlView {
///         VmlText("a").offset(x: drag.width).gesture(VmlDragGesture().updating($drag) { value, state, _ in state = value.translation })
///     }
/// }
/// // <Text style="offset(x: 0)">a</Text>
/// ```
@propertyWrapper
public struct VmlGestureState<Value> {
    private let value: Value

    /// A state that starts at `wrappedValue`: `@VmlGestureState var drag = CGSize.zero`.
    public init(wrappedValue: Value) {
        self.value = wrappedValue
    }

    /// A state that starts at `initialValue`.
    public init(initialValue: Value) {
        self.value = initialValue
    }

    /// A state that starts at `wrappedValue`; `reset` runs on the client, never here.
    public init(wrappedValue: Value, reset: @escaping @Sendable (Value, inout VmlTransaction) -> Void) {
        self.value = wrappedValue
    }

    /// A state that starts at `initialValue`; `reset` runs on the client, never here.
    public init(initialValue: Value, reset: @escaping @Sendable (Value, inout VmlTransaction) -> Void) {
        self.value = initialValue
    }

    /// A state that starts at `wrappedValue`, reset with `resetTransaction` on the client.
    public init(wrappedValue: Value, resetTransaction: VmlTransaction) {
        self.value = wrappedValue
    }

    /// A state that starts at `initialValue`, reset with `resetTransaction` on the client.
    public init(initialValue: Value, resetTransaction: VmlTransaction) {
        self.value = initialValue
    }

    /// The value: the initial one, on the server.
    public var wrappedValue: Value { value }

    /// The state itself, for ``VmlGesture/updating(_:body:)``: `$drag`.
    public var projectedValue: VmlGestureState<Value> { self }
}

extension VmlGestureState: Sendable where Value: Sendable {}

extension VmlGestureState where Value: ExpressibleByNilLiteral {
    /// A state that starts at `nil`; `reset` runs on the client, never here.
    public init(reset: @escaping @Sendable (Value, inout VmlTransaction) -> Void) {
        self.value = nil
    }

    /// A state that starts at `nil`, reset with `resetTransaction` on the client.
    public init(resetTransaction: VmlTransaction = VmlTransaction()) {
        self.value = nil
    }
}
