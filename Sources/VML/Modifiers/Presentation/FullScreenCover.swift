extension VmlView {
    /// SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`: the binding's current value is
    /// written, and the content is a templated child `fullScreenCover`; `onDismiss` is never called.
    ///
    /// ```swift
    /// VmlText("a").fullScreenCover(isPresented: .constant(false)) { VmlText("Player") }
    /// // <Text style="fullScreenCover(isPresented: false, content: :fullScreenCover)">a<Text template="fullScreenCover">Player</Text></Text>
    /// ```
    public consuming func fullScreenCover(
        isPresented: VmlBinding<Bool>, onDismiss: (@isolated(any) () -> Void)? = nil, @VmlBuilder content: () -> VmlContent
    ) -> VmlContent {
        vmlContent.presenting("fullScreenCover", isPresented: isPresented.wrappedValue, content: content())
    }

    /// SwiftUI's `fullScreenCover(item:onDismiss:content:)`: written as the `isPresented:` form,
    /// presented when the item is not `nil` (an `EmptyView` template when there is none).
    public consuming func fullScreenCover<Item: Identifiable>(
        item: VmlBinding<Item?>, onDismiss: (@isolated(any) () -> Void)? = nil, @VmlBuilder content: (Item) -> VmlContent
    ) -> VmlContent {
        let item = item.wrappedValue
        return vmlContent.presenting("fullScreenCover", isPresented: item != nil, content: item.map(content) ?? VmlContent())
    }
}
