extension VmlView {
    /// SwiftUI's `simultaneousGesture(_:including:)`: compiles and writes nothing (spec §5: the
    /// client recognizes gestures; the handlers are never called).
    ///
    /// ```swift
    /// VmlText("a").simultaneousGesture(VmlDragGesture().onEnded { _ in settle() })   // <Text>a</Text>
    /// ```
    public consuming func simultaneousGesture(_ gesture: some VmlGesture, including mask: VmlGestureMask? = nil) -> VmlContent {
        vmlContent
    }
}
