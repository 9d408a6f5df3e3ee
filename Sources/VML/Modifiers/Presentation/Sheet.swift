extension VmlView {
    /// SwiftUI's `sheet(isPresented:onDismiss:content:)`: the binding's current value is written,
    /// and the content is a templated child `sheet`, presented or not; `onDismiss` is never called.
    ///
    /// ```swift
    /// VmlText("a").sheet(isPresented: .constant(true)) { VmlText("Editor") }
    /// // <Text style="sheet(isPresented: true, content: :sheet)">a<Text template="sheet">Editor</Text></Text>
    /// ```
    public consuming func sheet(
        isPresented: VmlBinding<Bool>, onDismiss: (@isolated(any) () -> Void)? = nil, @VmlBuilder content: () -> VmlContent
    ) -> VmlContent {
        vmlContent.presenting("sheet", isPresented: isPresented.wrappedValue, content: content())
    }

    /// SwiftUI's `sheet(item:onDismiss:content:)`: written as `sheet(isPresented:content:)`, presented
    /// when the item is not `nil`; the content is built from the item, or is an `EmptyView` when
    /// there is none.
    ///
    /// ```swift
    /// VmlText("a").sheet(item: $editing) { task in VmlText(task.title) }   // editing: Task? = Task(title: "Pay rent")
    /// // <Text style="sheet(isPresented: true, content: :sheet)">a<Text template="sheet">Pay rent</Text></Text>
    /// ```
    public consuming func sheet<Item: Identifiable>(
        item: VmlBinding<Item?>, onDismiss: (@isolated(any) () -> Void)? = nil, @VmlBuilder content: (Item) -> VmlContent
    ) -> VmlContent {
        let item = item.wrappedValue
        return vmlContent.presenting("sheet", isPresented: item != nil, content: item.map(content) ?? VmlContent())
    }
}
