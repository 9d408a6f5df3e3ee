/// The section views a lazy stack pins (SwiftUI's `PinnedScrollableViews`), for `LazyVStack(pinnedViews:)`.
///
/// ```swift
/// try VmlPinnedScrollableViews.sectionHeaders.expression.canonicalText()   // .sectionHeaders
/// ```
public struct VmlPinnedScrollableViews: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.sectionHeaders, .sectionFooters] as VmlPinnedScrollableViews).expression.canonicalText()   // [.sectionHeaders, .sectionFooters]
    /// ```
    public init(arrayLiteral elements: VmlPinnedScrollableViews...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlPinnedScrollableViews {
    /// SwiftUI's `PinnedScrollableViews.sectionHeaders`: `.sectionHeaders`.
    ///
    /// ```swift
    /// try VmlPinnedScrollableViews.sectionHeaders.expression.canonicalText()   // .sectionHeaders
    /// ```
    public static var sectionHeaders: VmlPinnedScrollableViews { VmlPinnedScrollableViews(expression: .implicitMember("sectionHeaders")) }

    /// SwiftUI's `PinnedScrollableViews.sectionFooters`: `.sectionFooters`.
    ///
    /// ```swift
    /// try VmlPinnedScrollableViews.sectionFooters.expression.canonicalText()   // .sectionFooters
    /// ```
    public static var sectionFooters: VmlPinnedScrollableViews { VmlPinnedScrollableViews(expression: .implicitMember("sectionFooters")) }
}

extension VmlPinnedScrollableViews {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlPinnedScrollableViews(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
