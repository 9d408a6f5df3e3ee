extension VmlView {
    /// SwiftUI's `datePickerStyle(_:)`: the style, as `.graphical`.
    ///
    /// ```swift
    /// VmlText("a").datePickerStyle(.graphical)   // <Text style="datePickerStyle(.graphical)">a</Text>
    /// ```
    public consuming func datePickerStyle(_ style: VmlDatePickerStyle) -> VmlContent {
        applying("datePickerStyle") {
            $0.add(nil, style)
        }
    }
}
