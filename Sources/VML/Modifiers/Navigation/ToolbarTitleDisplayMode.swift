extension VmlView {
    /// SwiftUI's `toolbarTitleDisplayMode(_:)`.
    ///
    /// ```swift
    /// VmlText("Inbox").toolbarTitleDisplayMode(.inline)   // <Text style="toolbarTitleDisplayMode(.inline)">Inbox</Text>
    /// ```
    public consuming func toolbarTitleDisplayMode(_ mode: VmlToolbarTitleDisplayMode) -> VmlContent {
        applying("toolbarTitleDisplayMode") {
            $0.add(nil, mode)
        }
    }
}
