/// SwiftUI's `ScrollView`: `<ScrollView axes="horizontal" showsIndicators="false">…</ScrollView>`.
public struct VmlScrollView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a scroll view; arguments left out are not written.
    public init(_ axes: VmlAxisSet? = nil, showsIndicators: Bool? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ScrollView")
        element.set("axes", axes)
        element.set("showsIndicators", showsIndicators)
        element.append(content())
    }

    /// The `ScrollView` element.
    public var body: VmlContent { return element.content }
}
