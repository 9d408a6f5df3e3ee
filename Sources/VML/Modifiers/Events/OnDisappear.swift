extension VmlView {
    /// SwiftUI's `onDisappear(perform:)`: compiles and writes nothing (spec §5: the client owns
    /// events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onDisappear { timer.stop() }   // <Text>a</Text>
    /// ```
    public consuming func onDisappear(perform action: (@isolated(any) () -> Void)? = nil) -> VmlContent {
        vmlContent
    }
}
