/// SwiftUI's `EditButton`: `<EditButton/>`; the client toggles its own edit mode.
///
/// ```swift
/// VmlList {}.toolbar { VmlEditButton() }
/// // <List style="toolbar(content: :toolbar)"><EditButton template="toolbar"/></List>
/// ```
public struct VmlEditButton: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an edit button.
    public init() {
        element = ElementBuilder("EditButton")
    }

    /// The `EditButton` element.
    public var body: VmlContent { return element.content }
}
