extension VmlView {
    /// SwiftUI's `handlesExternalEvents(preferring:allowing:)`: compiles and writes nothing (scene
    /// events run on the client).
    ///
    /// ```swift
    /// VmlText("a").handlesExternalEvents(preferring: ["note"], allowing: ["*"])   // <Text>a</Text>
    /// ```
    public consuming func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> VmlContent {
        vmlContent
    }
}
