/// A picker style (SwiftUI's `PickerStyle`): `.menu`, `.segmented`, `.wheel`, …
public struct VmlPickerStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlPickerStyle {
    /// `.automatic`
    public static var automatic: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("automatic")) }
    /// `.menu`
    public static var menu: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("menu")) }
    /// `.segmented`
    public static var segmented: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("segmented")) }
    /// `.wheel`
    public static var wheel: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("wheel")) }
    /// `.inline`
    public static var inline: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("inline")) }
    /// `.navigationLink`
    public static var navigationLink: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("navigationLink")) }
    /// `.palette`
    public static var palette: VmlPickerStyle { VmlPickerStyle(expression: .implicitMember("palette")) }
}
