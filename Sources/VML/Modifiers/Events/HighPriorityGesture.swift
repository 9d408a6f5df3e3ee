extension VmlView {
    /// SwiftUI's `highPriorityGesture(_:including:)`: compiles and writes nothing (spec §5: the
    /// client recognizes gestures; the handlers are never called).
    ///
    /// ```swift
    /// VmlText("a").highPriorityGesture(VmlLongPressGesture().onEnded { _ in pin() })   // <Text>a</Text>
    /// ```
    public consuming func highPriorityGesture(_ gesture: some VmlGesture, including mask: VmlGestureMask? = nil) -> VmlContent {
        vmlContent
    }
}
