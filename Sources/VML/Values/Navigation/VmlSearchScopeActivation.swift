/// When search scopes appear (SwiftUI's `SearchScopeActivation`), for `searchScopes(_:activation:_:)`.
///
/// ```swift
/// try VmlSearchScopeActivation.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlSearchScopeActivation: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSearchScopeActivation {
    /// SwiftUI's `SearchScopeActivation.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlSearchScopeActivation.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlSearchScopeActivation { VmlSearchScopeActivation(expression: .implicitMember("automatic")) }

    /// SwiftUI's `SearchScopeActivation.onTextEntry`: `.onTextEntry`.
    ///
    /// ```swift
    /// try VmlSearchScopeActivation.onTextEntry.expression.canonicalText()   // .onTextEntry
    /// ```
    public static var onTextEntry: VmlSearchScopeActivation { VmlSearchScopeActivation(expression: .implicitMember("onTextEntry")) }

    /// SwiftUI's `SearchScopeActivation.onSearchPresentation`: `.onSearchPresentation`.
    ///
    /// ```swift
    /// try VmlSearchScopeActivation.onSearchPresentation.expression.canonicalText()   // .onSearchPresentation
    /// ```
    public static var onSearchPresentation: VmlSearchScopeActivation {
        VmlSearchScopeActivation(expression: .implicitMember("onSearchPresentation"))
    }
}
