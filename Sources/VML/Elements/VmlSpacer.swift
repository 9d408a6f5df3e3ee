/// SwiftUI's `Spacer`: `<Spacer/>`, `<Spacer minLength="8"/>`.
public struct VmlSpacer: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a spacer.
    public init(minLength: Double? = nil) {
        element = ElementBuilder("Spacer")
        element.set("minLength", minLength)
    }

    /// The `Spacer` element.
    public var body: VmlContent { return element.content }
}
