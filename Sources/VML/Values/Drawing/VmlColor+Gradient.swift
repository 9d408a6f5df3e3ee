extension VmlColor {
    /// The color's standard gradient, as SwiftUI's `Color.gradient`:
    /// `.background(VmlColor.blue.gradient)` → `background(.blue.gradient)`.
    public var gradient: VmlShapeStyle { VmlShapeStyle(expression: .member(expression, "gradient")) }
}
