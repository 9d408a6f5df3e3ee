/// SwiftUI's `ScrollIndicatorVisibility`: `.automatic`, `.visible`, `.hidden`, `.never`.
///
/// ```swift
/// VmlScrollView { VmlText("a") }.scrollIndicators(.hidden)   // <ScrollView style="scrollIndicators(.hidden)"><Text>a</Text></ScrollView>
/// ```
public struct VmlScrollIndicatorVisibility: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlScrollIndicatorVisibility {
    /// `.automatic`
    public static var automatic: VmlScrollIndicatorVisibility { VmlScrollIndicatorVisibility(expression: .implicitMember("automatic")) }
    /// `.visible`
    public static var visible: VmlScrollIndicatorVisibility { VmlScrollIndicatorVisibility(expression: .implicitMember("visible")) }
    /// `.hidden`
    public static var hidden: VmlScrollIndicatorVisibility { VmlScrollIndicatorVisibility(expression: .implicitMember("hidden")) }
    /// `.never`
    public static var never: VmlScrollIndicatorVisibility { VmlScrollIndicatorVisibility(expression: .implicitMember("never")) }
}
