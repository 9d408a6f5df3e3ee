/// SwiftUI's `@Environment`, spelled `@VmlEnvironment`: reads a value of the request's
/// environment (``VmlEnvironmentValues``).
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
/// `calendar`, `colorScheme`), or SwiftUI's defaults without one.
@propertyWrapper
public struct VmlEnvironment<Value>: Sendable {
    private let keyPath: KeyPath<VmlEnvironmentValues, Value> & Sendable

    /// Reads the value at `keyPath`: `@VmlEnvironment(\.colorScheme) var colorScheme`.
    public init(_ keyPath: KeyPath<VmlEnvironmentValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The value in the current environment.
    public var wrappedValue: Value {
        VmlEnvironmentValues(context: VmlRenderContext.current)[keyPath: keyPath]
    }
}
