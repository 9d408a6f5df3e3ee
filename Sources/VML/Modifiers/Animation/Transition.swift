extension VmlView {
    /// SwiftUI's `transition(_:)`: `.transition(.opacity)`.
    public consuming func transition(_ transition: VmlTransition) -> VmlContent {
        applying("transition") {
            $0.add(nil, transition)
        }
    }
}
