/// SwiftUI's `Ellipse`: `<Ellipse/>`.
public struct VmlEllipse: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates an ellipse.
    public init() {
        element = VmlElementBuilder("Ellipse")

    }

    /// The `Ellipse` element.
    public var body: VmlContent { element.content }
}
