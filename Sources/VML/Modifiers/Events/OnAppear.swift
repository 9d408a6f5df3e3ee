extension VmlView {
    /// SwiftUI's `onAppear(perform:)`: compiles and writes nothing (spec §5: the client owns
    /// events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onAppear { model.load() }   // <Text>a</Text>
    /// ```
    public consuming func onAppear(perform action: (@isolated(any) () -> Void)? = nil) -> VmlContent {
        vmlContent
    }
}
