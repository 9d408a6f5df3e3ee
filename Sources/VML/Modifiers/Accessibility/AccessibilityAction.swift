extension VmlView {
    /// SwiftUI's `accessibilityAction(named:_:)`: the action's name is written so the client can
    /// offer it; the handler is never called (spec §5).
    ///
    /// ```swift
    /// VmlText("Mail").accessibilityAction(named: "Archive") { archive() }
    /// // <Text style="accessibilityAction(named: &quot;Archive&quot;)">Mail</Text>
    /// ```
    public consuming func accessibilityAction(named name: any VmlStringArgument, _ handler: @isolated(any) () -> Void) -> VmlContent {
        applying("accessibilityAction") {
            $0.add("named", name)
        }
    }
}
