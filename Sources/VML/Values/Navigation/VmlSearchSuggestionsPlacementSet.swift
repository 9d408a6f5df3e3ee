/// A set of search suggestion placements (SwiftUI's `SearchSuggestionsPlacement.Set`), for `searchSuggestions(_:for:)`.
///
/// ```swift
/// try VmlSearchSuggestionsPlacementSet.menu.expression.canonicalText()   // .menu
/// ```
public struct VmlSearchSuggestionsPlacementSet: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.menu, .content] as VmlSearchSuggestionsPlacementSet).expression.canonicalText()   // [.menu, .content]
    /// ```
    public init(arrayLiteral elements: VmlSearchSuggestionsPlacementSet...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlSearchSuggestionsPlacementSet {
    /// SwiftUI's `SearchSuggestionsPlacement.Set.menu`: `.menu`.
    ///
    /// ```swift
    /// try VmlSearchSuggestionsPlacementSet.menu.expression.canonicalText()   // .menu
    /// ```
    public static var menu: VmlSearchSuggestionsPlacementSet { VmlSearchSuggestionsPlacementSet(expression: .implicitMember("menu")) }

    /// SwiftUI's `SearchSuggestionsPlacement.Set.content`: `.content`.
    ///
    /// ```swift
    /// try VmlSearchSuggestionsPlacementSet.content.expression.canonicalText()   // .content
    /// ```
    public static var content: VmlSearchSuggestionsPlacementSet { VmlSearchSuggestionsPlacementSet(expression: .implicitMember("content")) }
}

extension VmlSearchSuggestionsPlacementSet {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlSearchSuggestionsPlacementSet(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
