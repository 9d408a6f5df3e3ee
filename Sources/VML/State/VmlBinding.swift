/// SwiftUI's `Binding`, spelled `VmlBinding` (and `@VmlBinding` as a property wrapper): an
/// initializer that takes a binding writes its current value.
///
/// `$state` projections, `.constant(_:)`, `VmlBinding(get:set:)` and key-path projections
/// (`$model.name`) all work; assignments through a binding (which only actions make) are ignored.
///
/// ```swift
/// struct NameField: VmlView {
///     @VmlBinding var name: String
///     var body: some VmlView {
///         VmlTextField("Name", text: $name)
///     }
/// }
/// NameField(name: .constant("Ada"))
/// // <TextField text="Ada"><Text>Name</Text></TextField>
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct VmlBinding<Value> {
    private let value: Value

    private init(value: Value) {
        self.value = value
    }

    /// A binding read from `get` (called once, now); `set` is never called.
    public init(get: () -> Value, set: (Value) -> Void) {
        value = get()
    }

    /// A binding from another binding: `@VmlBinding var isOn: Bool` set as `_isOn = binding`.
    public init(projectedValue: VmlBinding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: `.constant(true)`.
    public static func constant(_ value: Value) -> VmlBinding<Value> {
        VmlBinding(value: value)
    }

    /// The current value; assignments (which only actions make) are ignored.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// The binding itself: `$isOn` inside a view with `@VmlBinding var isOn: Bool`.
    public var projectedValue: VmlBinding<Value> {
        self
    }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> VmlBinding<Subject> {
        VmlBinding<Subject>(value: value[keyPath: keyPath])
    }
}

extension VmlBinding: Sendable where Value: Sendable {}

extension VmlBinding {
    /// A binding to an optional made from a binding to a value: `VmlBinding<String?>($name)`.
    public init<V>(_ base: VmlBinding<V>) where Value == V? {
        self.init(value: base.wrappedValue)
    }

    /// A binding to a value made from a binding to an optional, or `nil` when it holds `nil`.
    public init?(_ base: VmlBinding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(value: value)
    }
}
