extension VmlView {
    /// SwiftUI's `refreshable(action:)`: compiles and writes nothing (spec §5: the client owns
    /// events; the action is never called).
    ///
    /// ```swift
    /// VmlList { VmlText("a") }.refreshable { await model.reload() }   // <List><Text>a</Text></List>
    /// ```
    public consuming func refreshable(action: @isolated(any) () async -> Void) -> VmlContent {
        vmlContent
    }
}
