extension VmlView {
    /// SwiftUI's `Image.renderingMode(_:)`: `.renderingMode(.template)`.
    public consuming func renderingMode(_ renderingMode: VmlTemplateRenderingMode?) -> VmlContent {
        applying("renderingMode") {
            $0.add(nil, expression: renderingMode?.expression ?? .null)
        }
    }
}
