/// SwiftUI's `GlassEffectContainer` (iOS 26): glass shapes inside it blend and morph together.
///
/// ```swift
/// VmlGlassEffectContainer(spacing: 20) { VmlText("a").glassEffect() }
/// // <GlassEffectContainer spacing="20"><Text style="glassEffect()">a</Text></GlassEffectContainer>
/// ```
public struct VmlGlassEffectContainer: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a container; `spacing` is how close shapes must be to blend (left out when `nil`).
    public init(spacing: Double? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("GlassEffectContainer")
        element.set("spacing", spacing)
        element.append(content())
    }

    /// The `GlassEffectContainer` element.
    public var body: VmlContent { return element.content }
}
