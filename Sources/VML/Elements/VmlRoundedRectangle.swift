/// SwiftUI's `RoundedRectangle`: `<RoundedRectangle cornerRadius="12"/>`.
public struct VmlRoundedRectangle: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// The corner radius, also used when the shape is passed as a value (`clipShape`).
    public let cornerRadius: Double

    /// Creates a rounded rectangle.
    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
        element = VmlElementBuilder("RoundedRectangle")
        element.set("cornerRadius", cornerRadius)
    }

    /// The `RoundedRectangle` element.
    public var body: VmlContent { element.content }
}
