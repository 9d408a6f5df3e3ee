extension VmlView {
    /// SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: any VmlNumberArgument) -> VmlContent {
        applying("brightness") {
            $0.add(nil, amount)
        }
    }
}
