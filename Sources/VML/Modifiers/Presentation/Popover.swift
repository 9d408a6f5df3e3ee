extension VmlView {
    /// SwiftUI's `popover(isPresented:content:)`: the binding's current value is written, and the
    /// content is a templated child `popover`.
    ///
    /// ```swift
    /// VmlText("a").popover(isPresented: .constant(true)) { VmlText("Tip") }
    /// // <Text style="popover(isPresented: true, content: :popover)">a<Text template="popover">Tip</Text></Text>
    /// ```
    public func popover(isPresented: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.presenting("popover", isPresented: isPresented.wrappedValue, content: content())
    }
}
