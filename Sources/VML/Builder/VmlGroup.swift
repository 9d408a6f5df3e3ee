/// SwiftUI's `Group`: gathers views without adding an element; a modifier on the group applies
/// to each of its top-level elements (Docs/CanonicalForm.md, "What the builder adds").
///
/// ```swift
/// VmlGroup {
///     VmlText("A")
///     VmlText("B")
/// }
/// .font(.headline)
/// // <Text style="font(.headline)">A</Text>
/// // <Text style="font(.headline)">B</Text>
/// ```
public struct VmlGroup: VmlView, Sendable {
    private var content: VmlContent

    /// Creates a group.
    public init(@VmlBuilder content: () -> VmlContent) {
        self.content = content()
    }

    /// The grouped views.
    public var body: VmlContent { return content }
}
