/// SwiftUI's `ScrollTargetBehavior`: `.viewAligned`, `.paging`.
///
/// ```swift
/// VmlScrollView(.horizontal) {}.scrollTargetBehavior(.paging)
/// // <ScrollView axes="horizontal" style="scrollTargetBehavior(.paging)"/>
/// ```
public struct VmlScrollTargetBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlScrollTargetBehavior {
    /// `.viewAligned`
    public static var viewAligned: VmlScrollTargetBehavior { VmlScrollTargetBehavior(expression: .implicitMember("viewAligned")) }
    /// `.paging`
    public static var paging: VmlScrollTargetBehavior { VmlScrollTargetBehavior(expression: .implicitMember("paging")) }
}
