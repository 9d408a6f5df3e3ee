/// A date picker style (SwiftUI's `DatePickerStyle`), for `datePickerStyle(_:)`.
///
/// ```swift
/// try VmlDatePickerStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlDatePickerStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlDatePickerStyle {
    /// SwiftUI's `DatePickerStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlDatePickerStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlDatePickerStyle { VmlDatePickerStyle(expression: .implicitMember("automatic")) }

    /// SwiftUI's `DatePickerStyle.compact`: `.compact`.
    ///
    /// ```swift
    /// try VmlDatePickerStyle.compact.expression.canonicalText()   // .compact
    /// ```
    public static var compact: VmlDatePickerStyle { VmlDatePickerStyle(expression: .implicitMember("compact")) }

    /// SwiftUI's `DatePickerStyle.graphical`: `.graphical`.
    ///
    /// ```swift
    /// try VmlDatePickerStyle.graphical.expression.canonicalText()   // .graphical
    /// ```
    public static var graphical: VmlDatePickerStyle { VmlDatePickerStyle(expression: .implicitMember("graphical")) }

    /// SwiftUI's `DatePickerStyle.wheel`: `.wheel`.
    ///
    /// ```swift
    /// try VmlDatePickerStyle.wheel.expression.canonicalText()   // .wheel
    /// ```
    public static var wheel: VmlDatePickerStyle { VmlDatePickerStyle(expression: .implicitMember("wheel")) }
}
