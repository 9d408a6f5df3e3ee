/// SwiftUI's `Image`: `Image(systemName:)` → `<Image systemName="star"/>`, `Image("logo")` → `<Image name="logo"/>`.
public struct VmlImage: VmlView, Sendable {
    private var element: ElementBuilder

    /// An SF Symbol: `<Image systemName="star"/>`.
    public init(systemName: String) {
        element = ElementBuilder("Image")
        element.set("systemName", systemName)
    }

    /// An image from the app's assets: `<Image name="logo"/>`.
    public init(_ name: String) {
        element = ElementBuilder("Image")
        element.set("name", name)
    }

    /// The `Image` element.
    public var body: VmlContent { return element.content }
}
