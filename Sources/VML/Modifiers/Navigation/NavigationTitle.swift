extension VmlView {
    /// SwiftUI's `navigationTitle(_:)`: `.navigationTitle("Inbox")`, `.navigationTitle(.attr("title", .string, fallback: "Untitled"))`.
    public func navigationTitle(_ title: any VmlStringArgument) -> VmlContent {
        applying("navigationTitle") {
            $0.add(nil, title)
        }
    }
}
