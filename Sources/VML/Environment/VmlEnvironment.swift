/// SwiftUI's `@Environment`, spelled `@VmlEnvironment`: reads a value of the request's
/// environment (``VmlEnvironmentValues``), or an object put in it.
///
/// ```swift
/// struct EditorSheet: VmlView {
///     @VmlEnvironment(\.dismiss) private var dismiss
///     @VmlEnvironment(\.locale) private var locale
///     var body: some VmlView {
///         VmlButton("Done") { dismiss() }   // <Button><Text>Done</Text></Button>
///     }
/// }
/// ```
/// Values come from the ``VmlRenderContext`` the view is built in (`locale`, `timeZone`,
/// `colorScheme`, …, and what `.environment(\.key, value)` on an enclosing composite view sets),
/// or SwiftUI's defaults without one. `@VmlEnvironment(Library.self) var library` reads an object
/// set with `context.environment(library)` or `.environment(library)`.
@propertyWrapper
public struct VmlEnvironment<Value>: Sendable {
    private let read: @Sendable (VmlRenderContext?) -> Value

    /// Reads the value at `keyPath`: `@VmlEnvironment(\.colorScheme) var colorScheme`.
    ///
    /// ```swift
    /// @VmlEnvironment(\.colorScheme) private var colorScheme   // .light without a context
    /// ```
    public init(_ keyPath: KeyPath<VmlEnvironmentValues, Value> & Sendable) {
        read = { VmlEnvironmentValues(context: $0)[keyPath: keyPath] }
    }

    /// Reads the object of type `Value` (SwiftUI's `@Environment(Library.self)` for an
    /// `@Observable` class), and stops with a message saying how to provide it when there is none.
    ///
    /// ```swift
    /// struct BookCount: VmlView {
    ///     @VmlEnvironment(Library.self) private var library
    ///     var body: some VmlView { VmlText("\(library.books.count) books") }   // <Text>3 books</Text>
    /// }
    /// ```
    /// The object comes from the render context (`renderVML(in: context.environment(library))`) or
    /// from `.environment(library)` on a composite view enclosing this one.
    public init(_ objectType: Value.Type) where Value: AnyObject & Sendable {
        read = { context in
            guard let object = context?.environmentStorage.object(Value.self) else {
                VmlEnvironmentStorage.missingObject(Value.self, readBy: "@VmlEnvironment")
            }
            return object
        }
    }

    /// Reads the object of type `T`, or `nil` when there is none: `@VmlEnvironment(Library.self)
    /// var library: Library?`.
    ///
    /// ```swift
    /// @VmlEnvironment(Library.self) private var library: Library?   // nil without one
    /// ```
    public init<T: AnyObject & Sendable>(_ objectType: T.Type) where Value == T? {
        read = { $0?.environmentStorage.object(T.self) }
    }

    /// The value in the current environment.
    public var wrappedValue: Value {
        read(VmlRenderContext.current)
    }
}
