// Unsafe code: ``VmlView/takeContent()`` moves a `VmlContent` out of a view whose type is
// `VmlContent`, through a pointer to the view (`&self` passed as an `UnsafeMutablePointer<Self>`)
// read as a `VmlContent`. Sound because it is reached only after `Self.self == VmlContent.self`
// holds, so the memory is a `VmlContent`, initialized, and exclusively accessed for the
// `mutating` call; the swap leaves an empty, valid `VmlContent` there. The safe spellings cost
// too much where `Self` is not specialized (the DSL calls it across modules): `as?` casts
// (a dynamic cast and generic metadata lookups each way, +42% on the dsl benchmark) or
// `withUnsafeMutablePointer(to:)` (about 120 instructions a modifier).

extension VmlView {
    /// The view's content, moved out when the view is a `VmlContent` (the second modifier of a
    /// chain on, and a builder block's views): copying it would leave two owners of its nodes
    /// until this view is destroyed, so the modifier would copy the node list to change it.
    /// The view keeps an empty content.
    mutating func takeContent() -> VmlContent {
        guard Self.self == VmlContent.self else { return vmlContent }
        return unsafe Self.moveContent(out: &self)
    }

    /// The `VmlContent` at `view`, swapped for an empty one; only for `Self == VmlContent`.
    private static func moveContent(out view: UnsafeMutablePointer<Self>) -> VmlContent {
        let content = unsafe UnsafeMutableRawPointer(view).assumingMemoryBound(to: VmlContent.self)
        var taken = VmlContent()
        unsafe swap(&taken, &content.pointee)
        return taken
    }
}
