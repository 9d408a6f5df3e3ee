/// SwiftUI's `@StateObject`, spelled `@VmlStateObject`: an object the view creates and reads, with
/// bindings to its properties (`$model.name`), each holding the property's current value.
///
/// SwiftUI requires Combine's `ObservableObject`, which Linux does not have; any class is accepted
/// here. The server builds a view once, so the object is made once, when the view is.
///
/// ```swift
/// final class Counter { var count = 3 }
///
/// struct CounterView: VmlView {
///     @VmlStateObject private var counter = Counter()
///     var body: some VmlView {
///         VmlStepper("Count", value: $counter.count)
///     }
/// }
/// // <Stepper value="3"><Text>Count</Text></Stepper>
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct VmlStateObject<ObjectType: AnyObject> {
    /// The object.
    public let wrappedValue: ObjectType

    /// Creates the object: `@VmlStateObject var counter = Counter()`.
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) {
        wrappedValue = thunk()
    }

    /// The wrapper itself, for its dynamic members: `$counter`.
    public var projectedValue: VmlStateObject<ObjectType> {
        self
    }

    /// A binding to a property of the object, holding its current value: `$counter.count`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> VmlBinding<Subject> {
        .constant(wrappedValue[keyPath: keyPath])
    }
}

extension VmlStateObject: Sendable where ObjectType: Sendable {}
