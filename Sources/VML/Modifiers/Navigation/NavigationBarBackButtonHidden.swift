extension VmlView {
    /// SwiftUI's `navigationBarBackButtonHidden(_:)`.
    ///
    /// ```swift
    /// VmlText("a").navigationBarBackButtonHidden()   // <Text style="navigationBarBackButtonHidden()">a</Text>
    /// ```
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool? = nil) -> VmlContent {
        applying("navigationBarBackButtonHidden") {
            $0.add(nil, expression: hidesBackButton.map { .boolean($0) })
        }
    }
}
