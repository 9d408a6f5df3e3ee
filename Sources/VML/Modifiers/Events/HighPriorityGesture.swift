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

extension VmlView {
    /// SwiftUI's `highPriorityGesture(_:isEnabled:)`: compiles and writes nothing; the client recognizes
    /// gestures, and the handlers are never called.
    ///
    /// ```swift
    /// VmlText("a").highPriorityGesture(VmlTapGesture(), isEnabled: false)   // <Text>a</Text>
    /// ```
    public consuming func highPriorityGesture(_ gesture: some VmlGesture, isEnabled: Bool) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `highPriorityGesture(_:name:isEnabled:)` (iOS 18): compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").highPriorityGesture(VmlTapGesture(), name: "like")   // <Text>a</Text>
    /// ```
    public consuming func highPriorityGesture(_ gesture: some VmlGesture, name: String, isEnabled: Bool = true) -> VmlContent {
        vmlContent
    }
}
