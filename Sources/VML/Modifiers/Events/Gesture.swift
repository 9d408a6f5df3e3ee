extension VmlView {
    /// SwiftUI's `gesture(_:including:)`: compiles and writes nothing (spec §5: the client
    /// recognizes gestures; the handlers are never called).
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlTapGesture(count: 2).onEnded { like() })   // <Text>a</Text>
    /// ```
    public consuming func gesture(_ gesture: some VmlGesture, including mask: VmlGestureMask? = nil) -> VmlContent {
        vmlContent
    }
}

extension VmlView {
    /// SwiftUI's `gesture(_:isEnabled:)`: compiles and writes nothing; the client recognizes
    /// gestures, and the handlers are never called.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlTapGesture(), isEnabled: false)   // <Text>a</Text>
    /// ```
    public consuming func gesture(_ gesture: some VmlGesture, isEnabled: Bool) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `gesture(_:name:isEnabled:)` (iOS 18): compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").gesture(VmlTapGesture(), name: "like")   // <Text>a</Text>
    /// ```
    public consuming func gesture(_ gesture: some VmlGesture, name: String, isEnabled: Bool = true) -> VmlContent {
        vmlContent
    }
}
