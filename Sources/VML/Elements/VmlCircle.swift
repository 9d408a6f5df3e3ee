/// SwiftUI's `Circle`: `<Circle/>`.
public struct VmlCircle: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a circle.
    public init() {
        element = VmlElementBuilder("Circle")

    }

    /// The `Circle` element.
    public var body: VmlContent { element.content }
}
