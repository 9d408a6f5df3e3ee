extension VmlView {
    /// SwiftUI's `cornerRadius(_:antialiased:)`: `.cornerRadius(8)`.
    public func cornerRadius(_ radius: VmlNumber, antialiased: Bool? = nil) -> VmlContent {
        modifier("cornerRadius") {
            $0.add(nil, radius)
            $0.add("antialiased", expression: antialiased.map { .boolean($0) })
        }
    }
}
