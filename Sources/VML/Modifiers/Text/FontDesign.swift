extension VmlView {
    /// SwiftUI's `fontDesign(_:)`.
    ///
    /// ```swift
    /// VmlText("a").fontDesign(.rounded)   // <Text style="fontDesign(.rounded)">a</Text>
    /// ```
    public consuming func fontDesign(_ design: VmlFontDesign?) -> VmlContent {
        applying("fontDesign") {
            $0.add(nil, expression: design?.expression ?? .null)
        }
    }
}
