extension VmlView {
    /// SwiftUI's `popover(isPresented:content:)`: the binding's current value is written, and the
    /// content is a templated child `popover`.
    ///
    /// ```swift
    /// VmlText("a").popover(isPresented: .constant(true)) { VmlText("Tip") }
    /// // <Text style="popover(isPresented: true, content: :popover)">a<Text template="popover">Tip</Text></Text>
    /// ```
    public consuming func popover(isPresented: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.presenting("popover", isPresented: isPresented.wrappedValue, content: content())
    }

    /// SwiftUI's `popover(item:content:)`: written as
    /// `popover(isPresented:content:)`, presented when the item is not `nil`; the content is built
    /// from the item, or is an `EmptyView` when there is none.
    ///
    /// ```swift
    /// VmlText("a").popover(item: $tip) { tip in VmlText(tip.text) }   // tip: Tip? = Tip(text: "Swipe")
    /// // <Text style="popover(isPresented: true, content: :popover)">a<Text template="popover">Swipe</Text></Text>
    /// ```
    public consuming func popover<Item: Identifiable>(
        item: VmlBinding<Item?>, @VmlBuilder content: (Item) -> VmlContent
    ) -> VmlContent {
        let item = item.wrappedValue
        return vmlContent.presenting("popover", isPresented: item != nil, content: item.map(content) ?? VmlContent())
    }
}
