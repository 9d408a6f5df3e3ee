/// One axis (SwiftUI's `Axis`): `.horizontal` or `.vertical`, as in `TextField(_:text:axis:)`.
///
/// ```swift
/// VmlTextField("Notes", text: .constant(""), axis: .vertical)
/// // <TextField axis="vertical" text=""><Text>Notes</Text></TextField>
/// ```
public struct VmlAxis: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAxis {
    /// `.horizontal`
    public static var horizontal: VmlAxis { VmlAxis(expression: .implicitMember("horizontal")) }
    /// `.vertical`
    public static var vertical: VmlAxis { VmlAxis(expression: .implicitMember("vertical")) }
}
