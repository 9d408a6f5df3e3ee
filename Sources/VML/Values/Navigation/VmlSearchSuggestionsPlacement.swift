/// Where search suggestions show (SwiftUI's `SearchSuggestionsPlacement`).
///
/// ```swift
/// try VmlSearchSuggestionsPlacement.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlSearchSuggestionsPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSearchSuggestionsPlacement {
    /// SwiftUI's `SearchSuggestionsPlacement.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlSearchSuggestionsPlacement.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlSearchSuggestionsPlacement { VmlSearchSuggestionsPlacement(expression: .implicitMember("automatic")) }

    /// SwiftUI's `SearchSuggestionsPlacement.menu`: `.menu`.
    ///
    /// ```swift
    /// try VmlSearchSuggestionsPlacement.menu.expression.canonicalText()   // .menu
    /// ```
    public static var menu: VmlSearchSuggestionsPlacement { VmlSearchSuggestionsPlacement(expression: .implicitMember("menu")) }

    /// SwiftUI's `SearchSuggestionsPlacement.content`: `.content`.
    ///
    /// ```swift
    /// try VmlSearchSuggestionsPlacement.content.expression.canonicalText()   // .content
    /// ```
    public static var content: VmlSearchSuggestionsPlacement { VmlSearchSuggestionsPlacement(expression: .implicitMember("content")) }
}
