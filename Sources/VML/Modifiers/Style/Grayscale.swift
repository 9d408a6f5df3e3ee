extension VmlView {
    /// SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: VmlNumber) -> VmlContent {
        applying("grayscale") {
            $0.add(nil, amount)
        }
    }
}
