extension VmlView {
    /// SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: VmlNumber) -> VmlContent {
        applying("brightness") {
            $0.add(nil, amount)
        }
    }
}
