/// SwiftUI's `Capsule`: `<Capsule/>`.
public struct VmlCapsule: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a capsule.
    public init() {
        element = VmlElementBuilder("Capsule")

    }

    /// The `Capsule` element.
    public var body: VmlContent { element.content }
}
