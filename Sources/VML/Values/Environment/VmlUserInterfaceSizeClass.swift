/// SwiftUI's `UserInterfaceSizeClass`: `.compact` or `.regular`, read with
/// `@VmlEnvironment(\.horizontalSizeClass)` from the ``VmlRenderContext`` (`nil` when the request
/// did not say).
///
/// ```swift
/// @VmlEnvironment(\.horizontalSizeClass) private var sizeClass
/// // sizeClass == .compact in VmlRenderContext(locale: …, horizontalSizeClass: .compact)
/// ```
public enum VmlUserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// `.compact`
    case compact
    /// `.regular`
    case regular
}
