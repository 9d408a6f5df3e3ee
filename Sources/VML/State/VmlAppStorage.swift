/// SwiftUI's `@AppStorage`, spelled `@VmlAppStorage`: a value the client keeps in its user
/// defaults. The server cannot read the client's defaults, so the view renders the default value
/// it was declared with (as ``VmlState`` renders its initial value); `$name` is a ``VmlBinding``.
///
/// ```swift
/// struct Preferences: VmlView {
///     @VmlAppStorage("showPreviews") private var showPreviews = true
///     var body: some VmlView {
///         VmlToggle("Show Previews", isOn: $showPreviews)
///     }
/// }
/// // <Toggle isOn="true"><Text>Show Previews</Text></Toggle>
/// ```
/// To render a value the client sent, pass it to the view's initializer instead. Assignments
/// (which only actions make) are ignored; `store` is accepted and never read.
@propertyWrapper
public struct VmlAppStorage<Value> {
    private let value: Value

    /// The key the client stores the value under.
    public let key: String

    /// A stored value with its default: `@VmlAppStorage("count") var count = 0`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        value = wrappedValue
        self.key = key
    }

    /// An optional stored value, `nil`: `@VmlAppStorage("lastUser") var lastUser: String?`.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        value = nil
        self.key = key
    }

    /// The default value; assignments (which only actions make) are ignored.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// A binding to the value: `$count`.
    public var projectedValue: VmlBinding<Value> {
        .constant(value)
    }
}

extension VmlAppStorage: Sendable where Value: Sendable {}
