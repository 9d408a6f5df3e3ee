/// A control size (SwiftUI's `ControlSize`): `.mini` … `.extraLarge`.
public struct VmlControlSize: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlControlSize {
    /// `.mini`
    public static var mini: VmlControlSize { VmlControlSize(expression: .implicitMember("mini")) }
    /// `.small`
    public static var small: VmlControlSize { VmlControlSize(expression: .implicitMember("small")) }
    /// `.regular`
    public static var regular: VmlControlSize { VmlControlSize(expression: .implicitMember("regular")) }
    /// `.large`
    public static var large: VmlControlSize { VmlControlSize(expression: .implicitMember("large")) }
    /// `.extraLarge`
    public static var extraLarge: VmlControlSize { VmlControlSize(expression: .implicitMember("extraLarge")) }
}

extension VmlControlSize {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlControlSize.allCases.count   // 5
    /// ```
    public static var allCases: [VmlControlSize] { [.mini, .small, .regular, .large, .extraLarge] }
}
