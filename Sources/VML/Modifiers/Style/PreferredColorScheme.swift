extension VmlView {
    /// SwiftUI's `preferredColorScheme(_:)`: `.preferredColorScheme(.dark)`, `nil` written `nil`.
    ///
    /// ```swift
    /// VmlText("a").preferredColorScheme(.dark)   // <Text style="preferredColorScheme(.dark)">a</Text>
    /// ```
    public consuming func preferredColorScheme(_ colorScheme: VmlColorScheme?) -> VmlContent {
        applying("preferredColorScheme") {
            $0.add(nil, expression: colorScheme.map { .implicitMember($0.rawValue) } ?? .null)
        }
    }
}
