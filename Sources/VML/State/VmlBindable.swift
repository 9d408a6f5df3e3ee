/// SwiftUI's `@Bindable`, spelled `@VmlBindable`: bindings to the properties of an observable
/// object, `$model.name`, each holding the property's current value.
///
/// ```swift
/// @Observable final class Profile { var name = "Ada"; var isPublic = true }
///
/// struct ProfileForm: VmlView {
///     @VmlBindable var profile: Profile
///     var body: some VmlView {
///         VmlTextField("Name", text: $profile.name)
///     }
/// }
/// ProfileForm(profile: Profile())
/// // <TextField text="Ada"><Text>Name</Text></TextField>
/// ```
/// Assignments through the bindings (which only actions make) are ignored.
@propertyWrapper
@dynamicMemberLookup
public struct VmlBindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps an object: `@VmlBindable var profile: Profile`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an object, inside a `body`: `@VmlBindable var profile = profile`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps the object of another bindable: `_profile = VmlBindable(projectedValue: $profile)`.
    public init(projectedValue: VmlBindable<Value>) {
        self = projectedValue
    }

    /// The bindable itself, for its dynamic members: `$profile`.
    public var projectedValue: VmlBindable<Value> {
        self
    }

    /// A binding to a property of the object, holding its current value: `$profile.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> VmlBinding<Subject> {
        .constant(wrappedValue[keyPath: keyPath])
    }
}

extension VmlBindable: Sendable where Value: Sendable {}

extension VmlBindable where Value: Identifiable {
    /// SwiftUI's `Bindable.id`: the object's id.
    ///
    /// ```swift
    /// $model.id   // model.id
    /// ```
    public var id: Value.ID { wrappedValue.id }
}
