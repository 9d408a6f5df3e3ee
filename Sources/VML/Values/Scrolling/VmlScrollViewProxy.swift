/// SwiftUI's `ScrollViewProxy`: `scrollTo(_:anchor:)` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Top") { proxy.scrollTo("top") }   // <Button><Text>Top</Text></Button>
/// ```
public struct VmlScrollViewProxy: Sendable {
    /// Does nothing: the client scrolls.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: VmlUnitPoint? = nil) {}
}
