extension VmlView {
    /// SwiftUI's `onTapGesture(count:perform:)`: compiles and writes nothing (spec §5: the client
    /// owns events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onTapGesture { select() }   // <Text>a</Text>
    /// ```
    public consuming func onTapGesture(count: Int = 1, perform action: @isolated(any) () -> Void) -> VmlContent {
        vmlContent
    }
}
