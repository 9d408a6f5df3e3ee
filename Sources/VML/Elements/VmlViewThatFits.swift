/// SwiftUI's `ViewThatFits`: the client shows the first child that fits; `in` is written when given.
///
/// ```swift
/// VmlViewThatFits(in: .horizontal) { VmlText("Long title"); VmlText("Short") }
/// // <ViewThatFits in="horizontal"><Text>Long title</Text><Text>Short</Text></ViewThatFits>
/// ```
public struct VmlViewThatFits: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates the view with its candidates, in order of preference.
    public init(in axes: VmlAxisSet? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ViewThatFits")
        element.set("in", axes)
        element.append(content())
    }

    /// The `ViewThatFits` element.
    public var body: VmlContent { return element.content }
}
