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

extension VmlGroup {
    /// SwiftUI's `Group(sections:transform:)` (iOS 18), refused at compile time.
    ///
    /// ```swift
    /// VmlGroup(sections: content) { sections in … }
    /// // error: 'init(sections:transform:)' is unavailable: subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)
    /// ```
    @available(
        *, unavailable,
        message:
            "subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)"
    )
    public init<Base, Sections>(sections view: Base, transform: (Sections) -> VmlContent) { self.init {} }

    /// SwiftUI's `Group(subviews:transform:)` (iOS 18), refused at compile time.
    ///
    /// ```swift
    /// VmlGroup(subviews: content) { subviews in … }
    /// // error: 'init(subviews:transform:)' is unavailable: subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)
    /// ```
    @available(
        *, unavailable,
        message:
            "subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)"
    )
    public init<Base, Subviews>(subviews view: Base, transform: (Subviews) -> VmlContent) { self.init {} }
}
