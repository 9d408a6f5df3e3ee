/// An optional view is its view, or nothing: `VmlBuilder` blocks can hold `VmlText?` values.
extension Optional: VmlView where Wrapped: VmlView {
    /// The wrapped view's content, or no views.
    public var body: VmlContent { return vmlContent }

    /// The wrapped view's content, or no views.
    public var vmlContent: VmlContent {
        switch self {
        case .some(let view): view.vmlContent
        case .none: VmlContent()
        }
    }
}
