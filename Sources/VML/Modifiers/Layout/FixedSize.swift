extension VmlView {
    /// SwiftUI's `fixedSize()`.
    public consuming func fixedSize() -> VmlContent {
        applying("fixedSize") { _ in }
    }

    /// SwiftUI's `fixedSize(horizontal:vertical:)`.
    public consuming func fixedSize(horizontal: any VmlBoolArgument, vertical: any VmlBoolArgument) -> VmlContent {
        applying("fixedSize") {
            $0.add("horizontal", horizontal)
            $0.add("vertical", vertical)
        }
    }
}
