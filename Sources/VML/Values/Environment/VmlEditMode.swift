/// SwiftUI's `EditMode`, which `@VmlEnvironment(\.editMode)` reads: `.inactive`, `.transient` or
/// `.active`.
///
/// ```swift
/// let editing = VmlRenderContext(locale: Locale(identifier: "en_US")).environment(\.editMode, .constant(.active))
/// // in a view built in it: editMode?.wrappedValue.isEditing == true
/// ```
public enum VmlEditMode: String, Hashable, Sendable, CaseIterable {
    /// `.inactive`: not editing.
    case inactive
    /// `.transient`: editing for a moment, as a swipe to delete does.
    case transient
    /// `.active`: editing, as after tapping Edit.
    case active

    /// Whether the view is being edited: `.active` or `.transient`.
    ///
    /// ```swift
    /// VmlEditMode.transient.isEditing   // true
    /// ```
    public var isEditing: Bool { self != .inactive }
}
