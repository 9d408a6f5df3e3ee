extension VmlView {
    /// SwiftUI's `onLongPressGesture(minimumDuration:perform:)`: compiles and writes nothing (spec §5:
    /// the client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onLongPressGesture { pin() }   // <Text>a</Text>
    /// ```
    public consuming func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @isolated(any) () -> Void) -> VmlContent {
        vmlContent
    }
}
