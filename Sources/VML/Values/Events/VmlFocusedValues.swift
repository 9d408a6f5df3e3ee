/// SwiftUI's `FocusedValues`, the values `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`
/// publish: extend it with a property per key, as in SwiftUI. Focus is the client's, so the
/// modifiers write nothing and every value reads `nil` on the server.
///
/// ```swift
/// struct SelectedNoteKey: VmlFocusedValueKey { typealias Value = String }
/// extension VmlFocusedValues {
///     var selectedNote: String? { get { self[SelectedNoteKey.self] } set { self[SelectedNoteKey.self] = newValue } }
/// }
/// VmlText("a").focusedValue(\.selectedNote, "Groceries")   // <Text>a</Text>
/// ```
public struct VmlFocusedValues: Sendable {
    /// The value for a key: `nil` on the server.
    public subscript<Key: VmlFocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}
