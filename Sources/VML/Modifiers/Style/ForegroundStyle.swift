extension VmlView {
    /// SwiftUI's `foregroundStyle(_:)`: `.foregroundStyle(.secondary)`.
    public consuming func foregroundStyle(_ style: VmlShapeStyle) -> VmlContent {
        applying("foregroundStyle") {
            $0.add(nil, style)
        }
    }

    /// SwiftUI's `foregroundStyle(_:_:)`.
    public consuming func foregroundStyle(_ primary: VmlShapeStyle, _ secondary: VmlShapeStyle) -> VmlContent {
        applying("foregroundStyle") {
            $0.add(nil, primary)
            $0.add(nil, secondary)
        }
    }

    /// SwiftUI's `foregroundStyle(_:_:_:)`: the primary, secondary and tertiary styles.
    ///
    /// ```swift
    /// VmlText("a").foregroundStyle(.red, .orange, .yellow)   // <Text style="foregroundStyle(.red, .orange, .yellow)">a</Text>
    /// ```
    public consuming func foregroundStyle(_ primary: VmlShapeStyle, _ secondary: VmlShapeStyle, _ tertiary: VmlShapeStyle) -> VmlContent {
        applying("foregroundStyle") {
            $0.add(nil, primary)
            $0.add(nil, secondary)
            $0.add(nil, tertiary)
        }
    }
}
