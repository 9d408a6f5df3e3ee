/// A gauge style (SwiftUI's `GaugeStyle`): `.linearCapacity`, `.accessoryCircular`, …
public struct VmlGaugeStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlGaugeStyle {
    /// `.automatic`
    public static var automatic: VmlGaugeStyle { VmlGaugeStyle(expression: .implicitMember("automatic")) }
    /// `.linearCapacity`
    public static var linearCapacity: VmlGaugeStyle { VmlGaugeStyle(expression: .implicitMember("linearCapacity")) }
    /// `.accessoryCircular`
    public static var accessoryCircular: VmlGaugeStyle { VmlGaugeStyle(expression: .implicitMember("accessoryCircular")) }
    /// `.accessoryCircularCapacity`
    public static var accessoryCircularCapacity: VmlGaugeStyle { VmlGaugeStyle(expression: .implicitMember("accessoryCircularCapacity")) }
    /// `.accessoryLinear`
    public static var accessoryLinear: VmlGaugeStyle { VmlGaugeStyle(expression: .implicitMember("accessoryLinear")) }
    /// `.accessoryLinearCapacity`
    public static var accessoryLinearCapacity: VmlGaugeStyle { VmlGaugeStyle(expression: .implicitMember("accessoryLinearCapacity")) }
}
