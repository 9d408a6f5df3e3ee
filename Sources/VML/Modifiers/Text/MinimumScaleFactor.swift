extension VmlView {
    /// SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: VmlNumber) -> VmlContent {
        applying("minimumScaleFactor") {
            $0.add(nil, factor)
        }
    }
}
