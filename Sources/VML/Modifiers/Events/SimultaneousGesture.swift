extension VmlView {
    /// SwiftUI's `simultaneousGesture(_:including:)`: compiles and writes nothing (spec §5: the
    /// client recognizes gestures; the handlers are never called).
    ///
    /// ```swift
    /// VmlText("a").simultaneousGesture(VmlDragGesture().onEnded { _ in settle() })   // <Text>a</Text>
    /// ```
    public consuming func simultaneousGesture(_ gesture: some VmlGesture, including mask: VmlGestureMask? = nil) -> VmlContent {
        vmlContent
    }
}

extension VmlView {
    /// SwiftUI's `simultaneousGesture(_:isEnabled:)`: compiles and writes nothing; the client recognizes
    /// gestures, and the handlers are never called.
    ///
    /// ```swift
    /// VmlText("a").simultaneousGesture(VmlTapGesture(), isEnabled: false)   // <Text>a</Text>
    /// ```
    public consuming func simultaneousGesture(_ gesture: some VmlGesture, isEnabled: Bool) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `simultaneousGesture(_:name:isEnabled:)` (iOS 18): compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").simultaneousGesture(VmlTapGesture(), name: "like")   // <Text>a</Text>
    /// ```
    public consuming func simultaneousGesture(_ gesture: some VmlGesture, name: String, isEnabled: Bool = true) -> VmlContent {
        vmlContent
    }
}
