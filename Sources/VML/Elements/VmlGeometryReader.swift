/// SwiftUI's `GeometryReader` cannot port: a view's size is known only on the client, after layout.
/// Use `frame(maxWidth: .infinity)`, `containerRelativeFrame(_:)` or a grid, which the client lays
/// out; compiling it gives that message.
///
/// ```swift
/// VmlGeometryReader { proxy in VmlText("\(proxy.size.width)") }
/// // error: 'VmlGeometryReader' is unavailable: sizes are known only on the client after layout: …
/// ```
@available(
    *, unavailable,
    message: "sizes are known only on the client after layout: use frame(maxWidth: .infinity), containerRelativeFrame(_:) or a grid instead"
)
public struct VmlGeometryReader: VmlView, Sendable {
    /// Never available; see the type's message.
    public init(@VmlBuilder content: (Proxy) -> VmlContent) {}

    /// SwiftUI's `GeometryReader.Proxy` spelling of ``VmlGeometryProxy``.
    public typealias Proxy = VmlGeometryProxy

    /// Nothing.
    public var body: VmlContent { return VmlContent() }
}
