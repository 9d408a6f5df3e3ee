extension VmlView {
    /// SwiftUI's `alert(isPresented:content:)` with an ``VmlAlert``: written as
    /// `alert(_:isPresented:actions:message:)` is.
    public consuming func alert(isPresented: VmlBinding<Bool>, content: () -> VmlAlert) -> VmlContent {
        let alert = content()
        return vmlContent.dialog(
            "alert", title: alert.title, isPresented: isPresented.wrappedValue, titleVisibility: nil, alert.actions, alert.message)
    }

    /// SwiftUI's `alert(item:content:)`: presented when the item is not `nil`; with no item,
    /// `alert("", isPresented: false)` and no templates.
    public consuming func alert<Item: Identifiable>(item: VmlBinding<Item?>, content: (Item) -> VmlAlert) -> VmlContent {
        guard let item = item.wrappedValue else {
            return vmlContent.dialog("alert", title: "", isPresented: false, titleVisibility: nil, VmlContent(), VmlContent())
        }
        let alert = content(item)
        return vmlContent.dialog("alert", title: alert.title, isPresented: true, titleVisibility: nil, alert.actions, alert.message)
    }
}
