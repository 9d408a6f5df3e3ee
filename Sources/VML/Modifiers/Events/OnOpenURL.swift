extension VmlView {
    /// SwiftUI's `onOpenURL(perform:)`: compiles and writes nothing (spec §5: the client owns
    /// events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onOpenURL { url in route(url) }   // <Text>a</Text>
    /// ```
    public consuming func onOpenURL(perform action: @isolated(any) (URL) -> Void) -> VmlContent {
        vmlContent
    }
}
