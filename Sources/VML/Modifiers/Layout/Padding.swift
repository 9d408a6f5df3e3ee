extension VmlView {
    /// SwiftUI's `padding(_:_:)`: `.padding()`, `.padding(.horizontal)`, `.padding(.horizontal, 12)`.
    public func padding(_ edges: VmlEdgeSet? = nil, _ length: (any VmlNumberArgument)? = nil) -> VmlContent {
        applying("padding") {
            $0.add(nil, edges)
            $0.add(nil, length)
        }
    }

    /// SwiftUI's `padding(_ length:)`: `.padding(8)` → `padding(8)`.
    public func padding(_ length: any VmlNumberArgument) -> VmlContent {
        applying("padding", length)
    }

    /// SwiftUI's `padding(_:)` with `EdgeInsets`: `.padding(VmlEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))`.
    ///
    /// ```swift
    /// VmlText("a").padding(VmlEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    /// // <Text style="padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))">a</Text>
    /// ```
    public func padding(_ insets: VmlEdgeInsets) -> VmlContent {
        applying("padding") {
            $0.add(nil, insets)
        }
    }
}
