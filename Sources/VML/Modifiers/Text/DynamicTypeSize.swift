extension VmlView {
    /// SwiftUI's `dynamicTypeSize(_:)`.
    ///
    /// ```swift
    /// VmlText("Hi").dynamicTypeSize(.xxLarge)
    /// // <Text style="dynamicTypeSize(.xxLarge)">Hi</Text>
    /// ```
    public consuming func dynamicTypeSize(_ size: VmlDynamicTypeSize) -> VmlContent {
        applying("dynamicTypeSize") {
            $0.add(nil, size)
        }
    }
}
