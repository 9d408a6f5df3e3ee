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

extension VmlView {
    /// SwiftUI's `onOpenURL(prefersInApp:)` (iOS 26): compiles and writes nothing; the client
    /// opens links its own way.
    ///
    /// ```swift
    /// VmlText("a").onOpenURL(prefersInApp: true)   // <Text>a</Text>
    /// ```
    public consuming func onOpenURL(prefersInApp: Bool) -> VmlContent {
        vmlContent
    }
}
