extension VmlView {
    /// SwiftUI's `dialogIcon(_:)`: the image becomes a templated child `dialogIcon`; with `nil`,
    /// `dialogIcon(nil)`.
    ///
    /// ```swift
    /// VmlText("a").dialogIcon(VmlImage(systemName: "trash"))
    /// // <Text style="dialogIcon(:dialogIcon)">a<Image template="dialogIcon" systemName="trash"/></Text>
    /// ```
    public consuming func dialogIcon(_ icon: VmlImage?) -> VmlContent {
        guard let icon else {
            return applying("dialogIcon") { $0.add(nil, expression: .null) }
        }
        return vmlContent.slotted("dialogIcon", content: icon.vmlContent) { symbol in
            VMLModifier("dialogIcon", VMLArgument(symbol))
        }
    }
}
