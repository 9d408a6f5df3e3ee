/// The parts a date picker shows (SwiftUI's `DatePickerComponents`): `.date`, `.hourAndMinute`.
public struct VmlDatePickerComponents: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several components, as SwiftUI's option set spells them: `[.date, .hourAndMinute]`; one
    /// component is written as itself.
    public init(arrayLiteral elements: VmlDatePickerComponents...) {
        self.expression = elements.count == 1 ? elements[0].expression : .array(elements.map(\.expression))
    }
}

extension VmlDatePickerComponents {
    /// `.date`
    public static var date: VmlDatePickerComponents { VmlDatePickerComponents(expression: .implicitMember("date")) }
    /// `.hourAndMinute`
    public static var hourAndMinute: VmlDatePickerComponents { VmlDatePickerComponents(expression: .implicitMember("hourAndMinute")) }
}
