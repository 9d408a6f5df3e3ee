/// SwiftUI's `DynamicTypeSize`: `.xSmall`, `.small`, `.medium`, `.large`, ….
///
/// ```swift
/// VmlText("Hi").dynamicTypeSize(.xxLarge)
/// // <Text style="dynamicTypeSize(.xxLarge)">Hi</Text>
/// ```
public struct VmlDynamicTypeSize: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlDynamicTypeSize {
    /// `.xSmall`
    public static var xSmall: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("xSmall")) }
    /// `.small`
    public static var small: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("small")) }
    /// `.medium`
    public static var medium: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("medium")) }
    /// `.large`
    public static var large: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("large")) }
    /// `.xLarge`
    public static var xLarge: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("xLarge")) }
    /// `.xxLarge`
    public static var xxLarge: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("xxLarge")) }
    /// `.xxxLarge`
    public static var xxxLarge: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("xxxLarge")) }
    /// `.accessibility1`
    public static var accessibility1: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("accessibility1")) }
    /// `.accessibility2`
    public static var accessibility2: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("accessibility2")) }
    /// `.accessibility3`
    public static var accessibility3: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("accessibility3")) }
    /// `.accessibility4`
    public static var accessibility4: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("accessibility4")) }
    /// `.accessibility5`
    public static var accessibility5: VmlDynamicTypeSize { VmlDynamicTypeSize(expression: .implicitMember("accessibility5")) }
}

extension VmlDynamicTypeSize {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlDynamicTypeSize.allCases.count   // 12
    /// ```
    public static var allCases: [VmlDynamicTypeSize] {
        [
            .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
            .accessibility4, .accessibility5,
        ]
    }
}

extension VmlDynamicTypeSize {
    /// SwiftUI's `DynamicTypeSize(_:)` from a `UIContentSizeCategory`, refused at compile time.
    ///
    /// ```swift
    /// VmlDynamicTypeSize(category)
    /// // error: 'init(_:)' is unavailable: UIContentSizeCategory is UIKit's: write the size (.large, .xxLarge, .accessibility1, …)
    /// ```
    @available(*, unavailable, message: "UIContentSizeCategory is UIKit's: write the size (.large, .xxLarge, .accessibility1, …)")
    public init?(_ category: Any) {
        return nil
    }
}
