extension VmlView {
    /// SwiftUI's `cornerRadius(_:antialiased:)`: `.cornerRadius(8)`.
    public func cornerRadius(_ radius: VmlNumber, antialiased: VmlBool? = nil) -> VmlContent {
        applying("cornerRadius") {
            $0.add(nil, radius)
            $0.add("antialiased", antialiased)
        }
    }
}
