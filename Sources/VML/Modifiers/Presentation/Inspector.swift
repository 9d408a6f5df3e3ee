extension VmlView {
    /// SwiftUI's `inspector(isPresented:content:)`: the binding's current value is written, and the
    /// content is a templated child `inspector`, as a sheet's is.
    ///
    /// ```swift
    /// VmlText("a").inspector(isPresented: .constant(true)) { VmlText("Details") }
    /// // <Text style="inspector(isPresented: true, content: :inspector)">a<Text template="inspector">Details</Text></Text>
    /// ```
    public consuming func inspector(isPresented: VmlBinding<Bool>, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.presenting("inspector", isPresented: isPresented.wrappedValue, content: content())
    }
}
