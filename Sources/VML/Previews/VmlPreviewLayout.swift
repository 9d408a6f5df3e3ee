/// SwiftUI's `PreviewLayout`, a developer preview's layout: `.device`, `.sizeThatFits`,
/// `.fixed(width:height:)`. Previews run in Xcode, so `previewLayout(_:)` writes nothing.
///
/// ```swift
/// VmlText("a").previewLayout(.sizeThatFits)   // <Text>a</Text>
/// ```
public enum VmlPreviewLayout: Hashable, Sendable {
    /// The preview's device.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: Double, height: Double)
}
