extension VmlText: VmlStringArgument {
    /// The text's string, as a title argument: SwiftUI's modifiers that take a `LocalizedStringKey`
    /// also take a `Text` (`.accessibilityLabel(Text("Delete"))`), and one parameter type for both
    /// keeps a literal title as cheap to type-check as before. Written as it was built (already
    /// translated), never looked up again.
    ///
    /// ```swift
    /// VmlImage(systemName: "trash").accessibilityLabel(VmlText("Delete"))
    /// // <Image systemName="trash" style="accessibilityLabel(&quot;Delete&quot;)"/>
    /// ```
    public var vmlExpression: VMLExpression { .string(text) }
}
