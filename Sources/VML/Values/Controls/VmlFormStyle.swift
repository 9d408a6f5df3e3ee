/// SwiftUI's `FormStyle`: `.automatic`, `.columns`, `.grouped`.
///
/// ```swift
/// VmlForm { VmlText("a") }.formStyle(.grouped)   // <Form style="formStyle(.grouped)"><Text>a</Text></Form>
/// ```
public struct VmlFormStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlFormStyle {
    /// `.automatic`
    public static var automatic: VmlFormStyle { VmlFormStyle(expression: .implicitMember("automatic")) }
    /// `.columns`
    public static var columns: VmlFormStyle { VmlFormStyle(expression: .implicitMember("columns")) }
    /// `.grouped`
    public static var grouped: VmlFormStyle { VmlFormStyle(expression: .implicitMember("grouped")) }
}
