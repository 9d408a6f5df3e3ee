extension VmlView {
    /// SwiftUI's `cornerRadius(_:antialiased:)`: `.cornerRadius(8)`.
    public consuming func cornerRadius(_ radius: any VmlNumberArgument, antialiased: (any VmlBoolArgument)? = nil) -> VmlContent {
        applying("cornerRadius") {
            $0.add(nil, radius)
            $0.add("antialiased", antialiased)
        }
    }
}
