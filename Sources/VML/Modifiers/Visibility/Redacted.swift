extension VmlView {
    /// SwiftUI's `redacted(reason:)`: `.redacted(reason: .placeholder)`.
    public consuming func redacted(reason: VmlRedactionReasons) -> VmlContent {
        applying("redacted") {
            $0.add("reason", reason)
        }
    }
}
