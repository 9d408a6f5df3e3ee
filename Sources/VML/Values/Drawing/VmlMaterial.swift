/// SwiftUI's `Material` (`.thin`, `.regular`, …, `.bar`): VML's shape style, so `Material.thin` ports as
/// `VmlMaterial.thin`, written as the shape style SwiftUI spells it, `.thinMaterial`.
///
/// ```swift
/// try VmlMaterial.thin.expression.canonicalText()   // .thinMaterial
/// ```
public typealias VmlMaterial = VmlShapeStyle

extension VmlShapeStyle {
    /// SwiftUI's `Material.ultraThin`, written `.ultraThinMaterial`.
    ///
    /// ```swift
    /// try VmlMaterial.ultraThin.expression.canonicalText()   // .ultraThinMaterial
    /// ```
    public static var ultraThin: VmlShapeStyle { .ultraThinMaterial }

    /// SwiftUI's `Material.thin`, written `.thinMaterial`.
    ///
    /// ```swift
    /// try VmlMaterial.thin.expression.canonicalText()   // .thinMaterial
    /// ```
    public static var thin: VmlShapeStyle { .thinMaterial }

    /// SwiftUI's `Material.regular`, written `.regularMaterial`.
    ///
    /// ```swift
    /// try VmlMaterial.regular.expression.canonicalText()   // .regularMaterial
    /// ```
    public static var regular: VmlShapeStyle { .regularMaterial }

    /// SwiftUI's `Material.thick`, written `.thickMaterial`.
    ///
    /// ```swift
    /// try VmlMaterial.thick.expression.canonicalText()   // .thickMaterial
    /// ```
    public static var thick: VmlShapeStyle { .thickMaterial }

    /// SwiftUI's `Material.ultraThick`, written `.ultraThickMaterial`.
    ///
    /// ```swift
    /// try VmlMaterial.ultraThick.expression.canonicalText()   // .ultraThickMaterial
    /// ```
    public static var ultraThick: VmlShapeStyle { VmlShapeStyle(expression: .implicitMember("ultraThickMaterial")) }
}
