/// SwiftUI's `@ObservedObject`, spelled `@VmlObservedObject`: an object the view reads, with
/// bindings to its properties (`$model.name`), each holding the property's current value.
///
/// SwiftUI requires Combine's `ObservableObject`, which Linux does not have; any class is accepted
/// here (the server renders one moment, so nothing observes it). Keep `@Published` out of a model
/// that must build on Linux, or use `@Observable` with ``VmlBindable``.
///
/// ```swift
/// final class Draft { var title = "Notes" }
///
/// struct DraftEditor: VmlView {
///     @VmlObservedObject var draft: Draft
///     var body: some VmlView {
///         VmlTextField("Title", text: $draft.title)
///     }
/// }
/// DraftEditor(draft: Draft())
/// // <TextField text="Notes"><Text>Title</Text></TextField>
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct VmlObservedObject<ObjectType: AnyObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Wraps an object: `@VmlObservedObject var draft: Draft`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an object, as SwiftUI's `init(initialValue:)`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// The wrapper itself, for its dynamic members: `$draft`.
    public var projectedValue: VmlObservedObject<ObjectType> {
        self
    }

    /// A binding to a property of the object, holding its current value: `$draft.title`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> VmlBinding<Subject> {
        .constant(wrappedValue[keyPath: keyPath])
    }
}

extension VmlObservedObject: Sendable where ObjectType: Sendable {}
