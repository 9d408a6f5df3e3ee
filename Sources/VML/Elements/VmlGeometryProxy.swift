/// SwiftUI's `GeometryProxy`, refused at compile time as ``VmlGeometryReader`` is: a view's size
/// is known only on the client, after layout. A helper that takes a proxy gets the message
/// instead of "cannot find type".
///
/// ```swift
/// func header(_ proxy: VmlGeometryProxy) -> some VmlView { VmlText("\(proxy.size.width)") }
/// // error: 'VmlGeometryProxy' is unavailable: sizes are known only on the client after layout: …
/// ```
@available(
    *, unavailable,
    message: "sizes are known only on the client after layout: use frame(maxWidth: .infinity), containerRelativeFrame(_:) or a grid instead"
)
public struct VmlGeometryProxy: Sendable {
    /// The size SwiftUI would measure; never known on the server.
    public var size: (width: Double, height: Double) { (0, 0) }
}
