extension VmlShapeStyle {
    /// SwiftUI's `ShapeStyle.tint`: `.foregroundStyle(.tint)` → `foregroundStyle(.tint)`.
    public static var tint: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("tint")) }

    /// A color's standard gradient (SwiftUI's `Color.gradient`): `.background(.blue.gradient)` →
    /// `background(.blue.gradient)`.
    public var gradient: VmlShapeStyle { VmlShapeStyle(expression: .member(expression, "gradient")) }
}
