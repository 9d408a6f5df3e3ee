/// A control group style (SwiftUI's `ControlGroupStyle`), for `controlGroupStyle(_:)`.
///
/// ```swift
/// try VmlControlGroupStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlControlGroupStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlControlGroupStyle {
    /// SwiftUI's `ControlGroupStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlControlGroupStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlControlGroupStyle { VmlControlGroupStyle(expression: .implicitMember("automatic")) }

    /// SwiftUI's `ControlGroupStyle.navigation`: `.navigation`.
    ///
    /// ```swift
    /// try VmlControlGroupStyle.navigation.expression.canonicalText()   // .navigation
    /// ```
    public static var navigation: VmlControlGroupStyle { VmlControlGroupStyle(expression: .implicitMember("navigation")) }

    /// SwiftUI's `ControlGroupStyle.menu`: `.menu`.
    ///
    /// ```swift
    /// try VmlControlGroupStyle.menu.expression.canonicalText()   // .menu
    /// ```
    public static var menu: VmlControlGroupStyle { VmlControlGroupStyle(expression: .implicitMember("menu")) }

    /// SwiftUI's `ControlGroupStyle.compactMenu`: `.compactMenu`.
    ///
    /// ```swift
    /// try VmlControlGroupStyle.compactMenu.expression.canonicalText()   // .compactMenu
    /// ```
    public static var compactMenu: VmlControlGroupStyle { VmlControlGroupStyle(expression: .implicitMember("compactMenu")) }

    /// SwiftUI's `ControlGroupStyle.palette`: `.palette`.
    ///
    /// ```swift
    /// try VmlControlGroupStyle.palette.expression.canonicalText()   // .palette
    /// ```
    public static var palette: VmlControlGroupStyle { VmlControlGroupStyle(expression: .implicitMember("palette")) }
}
