/// SwiftUI's `RenameButton`: `<RenameButton/>`; the rename action (`.renameAction`) is the client's.
///
/// ```swift
/// VmlRenameButton()   // <RenameButton/>
/// ```
public struct VmlRenameButton: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a rename button.
    ///
    /// ```swift
    /// VmlRenameButton()   // <RenameButton/>
    /// ```
    public init() {
        element = ElementBuilder("RenameButton")
    }

    /// The `RenameButton` element.
    public var body: VmlContent { return element.content }
}
