extension VmlView {
    /// SwiftUI's `onHover(perform:)`: compiles and writes nothing (spec §5: the client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onHover { isHovered = $0 }
    /// // <Text>a</Text>
    /// ```
    public consuming func onHover(perform action: @isolated(any) (Bool) -> Void) -> VmlContent {
        vmlContent
    }
}
