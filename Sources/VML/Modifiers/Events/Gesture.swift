extension VmlView {
    /// SwiftUI's `gesture(_:including:)`: compiles and writes nothing (spec §5: the client
    /// recognizes gestures; the handlers are never called).
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlTapGesture(count: 2).onEnded { like() })   // <Text>a</Text>
    /// ```
    public consuming func gesture(_ gesture: some VmlGesture, including mask: VmlGestureMask? = nil) -> VmlContent {
        vmlContent
    }
}
