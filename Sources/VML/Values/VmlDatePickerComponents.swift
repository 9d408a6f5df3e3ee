/// The parts a date picker shows (SwiftUI's `DatePickerComponents`): `.date`, `.hourAndMinute`.
public struct VmlDatePickerComponents: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlDatePickerComponents {
    /// `.date`
    public static var date: VmlDatePickerComponents { VmlDatePickerComponents(expression: .implicitMember("date")) }
    /// `.hourAndMinute`
    public static var hourAndMinute: VmlDatePickerComponents { VmlDatePickerComponents(expression: .implicitMember("hourAndMinute")) }
}
