/// SwiftUI's `RoundedRectangle`: `<RoundedRectangle cornerRadius="12"/>`.
public struct VmlRoundedRectangle: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a rounded rectangle.
    public init(cornerRadius: Double) {
        element = VmlElementBuilder("RoundedRectangle")
        element.set("cornerRadius", cornerRadius)
    }

    /// The `RoundedRectangle` element.
    public var body: VmlContent { element.content }
}
