/// SwiftUI's `RoundedCornerStyle`: `.circular`, `.continuous`.
///
/// ```swift
/// VmlRoundedRectangle(cornerRadius: 8, style: .continuous)   // <RoundedRectangle cornerRadius="8" cornerStyle="continuous"/>
/// ```
public struct VmlRoundedCornerStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlRoundedCornerStyle {
    /// `.circular`
    public static var circular: VmlRoundedCornerStyle { VmlRoundedCornerStyle(expression: .implicitMember("circular")) }
    /// `.continuous`
    public static var continuous: VmlRoundedCornerStyle { VmlRoundedCornerStyle(expression: .implicitMember("continuous")) }
}
