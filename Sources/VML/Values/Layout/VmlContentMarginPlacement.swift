/// SwiftUI's `ContentMarginPlacement`: `.automatic`, `.scrollContent`, `.scrollIndicators`.
///
/// ```swift
/// VmlList {}.contentMargins(.horizontal, 16, for: .scrollContent)
/// // <List style="contentMargins(.horizontal, 16, for: .scrollContent)"/>
/// ```
public struct VmlContentMarginPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlContentMarginPlacement {
    /// `.automatic`
    public static var automatic: VmlContentMarginPlacement { VmlContentMarginPlacement(expression: .implicitMember("automatic")) }
    /// `.scrollContent`
    public static var scrollContent: VmlContentMarginPlacement {
        VmlContentMarginPlacement(expression: .implicitMember("scrollContent"))
    }
    /// `.scrollIndicators`
    public static var scrollIndicators: VmlContentMarginPlacement {
        VmlContentMarginPlacement(expression: .implicitMember("scrollIndicators"))
    }
}
