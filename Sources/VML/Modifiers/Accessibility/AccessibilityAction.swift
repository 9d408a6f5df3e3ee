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

    /// SwiftUI's `accessibilityAction(_:_:)`: the action's kind is written (`accessibilityAction()`
    /// for `.default`) so the client can offer it; the handler is never called (spec §5).
    ///
    /// ```swift
    /// VmlText("a").accessibilityAction(.escape) { dismiss() }   // <Text style="accessibilityAction(.escape)">a</Text>
    /// ```
    public consuming func accessibilityAction(_ actionKind: VmlAccessibilityActionKind? = nil, _ handler: @isolated(any) () -> Void)
        -> VmlContent
    {
        applying("accessibilityAction") {
            $0.add(nil, actionKind)
        }
    }

    /// SwiftUI's `accessibilityAction(action:label:)`: the label becomes a templated child
    /// `accessibilityAction`; the action is never called.
    ///
    /// ```swift
    /// VmlText("a").accessibilityAction { archive() } label: { VmlText("Archive") }
    /// // <Text style="accessibilityAction(label: :accessibilityAction)">a<Text template="accessibilityAction">Archive</Text></Text>
    /// ```
    public consuming func accessibilityAction(action: @isolated(any) () -> Void, @VmlBuilder label: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("accessibilityAction", content: label()) { symbol in
            VMLModifier("accessibilityAction", .labeled("label", symbol))
        }
    }
}
