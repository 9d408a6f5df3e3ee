/// SwiftUI's `HierarchicalShapeStyle` (`.primary` … `.quinary`): VML's shape style, so
/// `HierarchicalShapeStyle.secondary` ports as `VmlHierarchicalShapeStyle.secondary`.
///
/// ```swift
/// try VmlHierarchicalShapeStyle.tertiary.expression.canonicalText()   // .tertiary
/// ```
public typealias VmlHierarchicalShapeStyle = VmlShapeStyle
