/// SwiftUI's `@EnvironmentObject`, spelled `@VmlEnvironmentObject`: reads an object put in the
/// environment with `.environmentObject(store)` or `context.environmentObject(store)`.
///
/// ```swift
/// struct CartBadge: VmlView {
///     @VmlEnvironmentObject var cart: Cart
///     var body: some VmlView { VmlText("\(cart.count) items") }   // <Text>2 items</Text>
/// }
/// ```
/// SwiftUI's needs an `ObservableObject`, which needs Combine, which Linux does not have: here it
/// is any `Sendable` class (a `@MainActor` class, as SwiftUI's models are, or one of constants).
/// Without the object, it stops with a message saying how to provide it, as SwiftUI does.
@propertyWrapper
@dynamicMemberLookup
public struct VmlEnvironmentObject<ObjectType: AnyObject & Sendable>: Sendable {
    /// Reads the object of type `ObjectType`: `@VmlEnvironmentObject var cart: Cart`.
    ///
    /// ```swift
    /// @VmlEnvironmentObject var cart: Cart   // the cart the context holds
    /// ```
    public init() {}

    /// The object in the current environment.
    public var wrappedValue: ObjectType {
        guard let object = VmlRenderContext.current?.environmentStorage.object(ObjectType.self) else {
            VmlEnvironmentStorage.missingObject(ObjectType.self, readBy: "@VmlEnvironmentObject")
        }
        return object
    }

    /// The wrapper itself, for bindings to the object's properties: `$cart.note`.
    public var projectedValue: VmlEnvironmentObject<ObjectType> { self }

    /// A binding to a property of the object, holding its current value: `$cart.note`.
    ///
    /// ```swift
    /// VmlTextField("Note", text: $cart.note)   // <TextField text="Gift"><Text>Note</Text></TextField>
    /// ```
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> VmlBinding<Subject> {
        .constant(wrappedValue[keyPath: keyPath])
    }
}
