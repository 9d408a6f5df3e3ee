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

extension VmlBinding {
    /// SwiftUI's `Binding.animation(_:)`: the same binding; the client animates the change.
    ///
    /// ```swift
    /// VmlToggle("On", isOn: $isOn.animation())   // <Toggle isOn="false">…</Toggle>
    /// ```
    public func animation(_ animation: VmlAnimation? = .default) -> VmlBinding<Value> {
        self
    }

    /// SwiftUI's `Binding.transaction(_:)`: the same binding; the client animates the change.
    ///
    /// ```swift
    /// $isOn.transaction(VmlTransaction(animation: .spring)).wrappedValue   // the value
    /// ```
    public func transaction(_ transaction: VmlTransaction) -> VmlBinding<Value> {
        self
    }

    /// SwiftUI's `Binding.transaction`: an empty transaction; the client animates changes.
    ///
    /// ```swift
    /// $isOn.transaction.animation   // nil
    /// ```
    public var transaction: VmlTransaction {
        get { VmlTransaction() }
        nonmutating set {}
    }
}

extension VmlBinding where Value: Identifiable {
    /// SwiftUI's `Binding.id`: the value's id.
    ///
    /// ```swift
    /// $item.id   // item.id
    /// ```
    public var id: Value.ID { wrappedValue.id }
}

extension VmlBinding where Value: MutableCollection {
    /// SwiftUI's `Binding.startIndex` (a binding to a collection): the collection's.
    ///
    /// ```swift
    /// VmlBinding.constant([1, 2]).startIndex   // 0
    /// ```
    public var startIndex: Value.Index { wrappedValue.startIndex }

    /// SwiftUI's `Binding.endIndex`: the collection's.
    ///
    /// ```swift
    /// VmlBinding.constant([1, 2]).endIndex   // 2
    /// ```
    public var endIndex: Value.Index { wrappedValue.endIndex }

    /// SwiftUI's `Binding.indices`: the collection's, for `VmlForEach($items.indices, id: \.self)`.
    ///
    /// ```swift
    /// VmlBinding.constant([1, 2]).indices   // 0..<2
    /// ```
    public var indices: Value.Indices { wrappedValue.indices }

    /// SwiftUI's `Binding.index(after:)`: the collection's.
    ///
    /// ```swift
    /// VmlBinding.constant([1, 2]).index(after: 0)   // 1
    /// ```
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    /// SwiftUI's `Binding.formIndex(after:)`: the collection's.
    ///
    /// ```swift
    /// var i = 0; VmlBinding.constant([1, 2]).formIndex(after: &i)   // i == 1
    /// ```
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
}

extension VmlBinding where Value: MutableCollection & BidirectionalCollection {
    /// SwiftUI's `Binding.index(before:)`: the collection's.
    ///
    /// ```swift
    /// VmlBinding.constant([1, 2]).index(before: 2)   // 1
    /// ```
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }

    /// SwiftUI's `Binding.formIndex(before:)`: the collection's.
    ///
    /// ```swift
    /// var i = 2; VmlBinding.constant([1, 2]).formIndex(before: &i)   // i == 1
    /// ```
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}
