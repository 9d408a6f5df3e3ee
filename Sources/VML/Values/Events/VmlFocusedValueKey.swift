/// SwiftUI's `FocusedValueKey`: a key of ``VmlFocusedValues``.
///
/// ```swift
/// struct SelectedNoteKey: VmlFocusedValueKey { typealias Value = String }
/// ```
public protocol VmlFocusedValueKey {
    /// The value's type.
    associatedtype Value
}
