/// SwiftUI's `ProgressViewStyle`: `.automatic`, `.circular`, `.linear`.
///
/// ```swift
/// VmlProgressView().progressViewStyle(.circular)
/// // <ProgressView style="progressViewStyle(.circular)"/>
/// ```
public struct VmlProgressViewStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlProgressViewStyle {
    /// `.automatic`
    public static var automatic: VmlProgressViewStyle { VmlProgressViewStyle(expression: .implicitMember("automatic")) }
    /// `.circular`
    public static var circular: VmlProgressViewStyle { VmlProgressViewStyle(expression: .implicitMember("circular")) }
    /// `.linear`
    public static var linear: VmlProgressViewStyle { VmlProgressViewStyle(expression: .implicitMember("linear")) }
}
