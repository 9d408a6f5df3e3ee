/// SwiftUI's `@FocusState`, spelled `@VmlFocusState`: which field has the keyboard focus, `false`
/// or `nil` when the view is rendered. `.focused($isFocused)` and `.focused($field, equals: .email)`
/// write the current value, so the client knows which fields take part (Docs/Porting.md, "State").
///
/// ```swift
/// struct Login: VmlView {
///     enum Field: Hashable { case email, password }
///     @VmlFocusState private var field: Field?
///     var body: some VmlView {
///         VmlTextField("Email", text: .constant("")).focused($field, equals: .email)
///     }
/// }
/// // <TextField text="" style="focused(nil, equals: .email)"><Text>Email</Text></TextField>
/// ```
/// Assignments (`field = .password`, which only actions make) are ignored.
@propertyWrapper
public struct VmlFocusState<Value: Hashable> {
    private let value: Value

    /// A Boolean focus state, `false`: `@VmlFocusState var isFocused: Bool`.
    public init() where Value == Bool {
        value = false
    }

    /// An optional focus state, `nil`: `@VmlFocusState var field: Field?`.
    public init<T: Hashable>() where Value == T? {
        value = nil
    }

    /// The current value; assignments (which only actions make) are ignored.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// The binding `.focused(_:)` takes: `$isFocused`.
    public var projectedValue: Binding {
        Binding(value: value)
    }

    /// SwiftUI's `FocusState.Binding`: the focus state's current value.
    ///
    /// ```swift
    /// VmlTextField("Name", text: .constant("")).focused($isFocused)   // style="focused(false)"
    /// ```
    @propertyWrapper
    public struct Binding {
        /// The current value; assignments are ignored.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }

        private let value: Value

        init(value: Value) {
            self.value = value
        }

        /// A binding from another: a child's `@VmlFocusState.Binding var isFocused: Bool`, set from `$isFocused`.
        public init(projectedValue: Binding) {
            self = projectedValue
        }

        /// The binding itself: `$isFocused` inside a view with `@VmlFocusState.Binding var isFocused: Bool`.
        public var projectedValue: Binding {
            self
        }
    }
}

extension VmlFocusState: Sendable where Value: Sendable {}
extension VmlFocusState.Binding: Sendable where Value: Sendable {}

extension VmlFocusState {
    /// SwiftUI's `AccessibilityFocusState(for:)` with a Boolean value, refused at compile time:
    /// which assistive technologies the client runs is not known on the server.
    ///
    /// ```swift
    /// @VmlAccessibilityFocusState(for: .voiceOver) var isFocused: Bool
    /// // error: 'init(for:)' is unavailable: the client's assistive technologies are not known on the server: write @VmlAccessibilityFocusState var isFocused: Bool
    /// ```
    @available(
        *, unavailable,
        message: "the client's assistive technologies are not known on the server: write @VmlAccessibilityFocusState var isFocused: Bool"
    )
    public init<Technologies>(for technologies: Technologies) where Value == Bool { self.init() }

    /// SwiftUI's `AccessibilityFocusState(for:)` with an optional value, refused as the Boolean
    /// one is.
    ///
    /// ```swift
    /// @VmlAccessibilityFocusState(for: .voiceOver) var field: Field?
    /// // error: 'init(for:)' is unavailable: the client's assistive technologies are not known on the server: write @VmlAccessibilityFocusState var field: Field?
    /// ```
    @available(
        *, unavailable,
        message: "the client's assistive technologies are not known on the server: write @VmlAccessibilityFocusState var field: Field?"
    )
    public init<T: Hashable, Technologies>(for technologies: Technologies) where Value == T? { self.init() }
}
