/// SwiftUI's `@State`, spelled `@VmlState`: the view renders the state's current value.
///
/// The server renders one moment of a view: the value is the one the state was created with.
/// Only actions assign to state, and actions never run on the server (spec §5), so assignments
/// compile and are ignored. `$name` is a ``VmlBinding`` for the initializers that take one.
///
/// ```swift
/// struct Settings: VmlView {
///     @VmlState private var notifications = true
///     var body: some VmlView {
///         VmlToggle("Notifications", isOn: $notifications)
///     }
/// }
/// // <Toggle isOn="true"><Text>Notifications</Text></Toggle>
/// ```
@propertyWrapper
public struct VmlState<Value> {
    private let value: Value

    /// A state holding `wrappedValue`: `@VmlState var count = 0`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// A state holding `value`, for initializers: `_count = VmlState(initialValue: start)`.
    public init(initialValue value: Value) {
        self.value = value
    }

    /// The current value; assignments (which only actions make) are ignored.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// A binding to the value: `$count`.
    public var projectedValue: VmlBinding<Value> {
        .constant(value)
    }
}

extension VmlState: Sendable where Value: Sendable {}

// In an extension, as SwiftUI declares it: on the main declaration, `@VmlState var model: Item`
// with no initial value (set by the view's initializer) would pick this `init()` and fail.
extension VmlState where Value: ExpressibleByNilLiteral {
    /// An optional state holding `nil`: `@VmlState var selection: UUID?`.
    public init() {
        value = nil
    }
}
