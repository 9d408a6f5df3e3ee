extension VmlView {
    /// SwiftUI's `accessibilityElement(children:)`; `children` left at its default (`.ignore`) is
    /// not written.
    ///
    /// ```swift
    /// VmlHStack { VmlText("a") }.accessibilityElement(children: .combine)
    /// // <HStack style="accessibilityElement(children: .combine)"><Text>a</Text></HStack>
    /// ```
    public consuming func accessibilityElement(children: VmlAccessibilityChildBehavior? = nil) -> VmlContent {
        applying("accessibilityElement") {
            $0.add("children", children)
        }
    }
}
