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

extension VmlDatePickerComponents {
    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlDatePickerComponents(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
