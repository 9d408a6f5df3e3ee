/// Which submissions trigger `onSubmit` (SwiftUI's `SubmitTriggers`), for `onSubmit(of:_:)` and `submitScope(_:)`.
///
/// ```swift
/// try VmlSubmitTriggers.text.expression.canonicalText()   // .text
/// ```
public struct VmlSubmitTriggers: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.text, .search] as VmlSubmitTriggers).expression.canonicalText()   // [.text, .search]
    /// ```
    public init(arrayLiteral elements: VmlSubmitTriggers...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlSubmitTriggers {
    /// SwiftUI's `SubmitTriggers.text`: `.text`.
    ///
    /// ```swift
    /// try VmlSubmitTriggers.text.expression.canonicalText()   // .text
    /// ```
    public static var text: VmlSubmitTriggers { VmlSubmitTriggers(expression: .implicitMember("text")) }

    /// SwiftUI's `SubmitTriggers.search`: `.search`.
    ///
    /// ```swift
    /// try VmlSubmitTriggers.search.expression.canonicalText()   // .search
    /// ```
    public static var search: VmlSubmitTriggers { VmlSubmitTriggers(expression: .implicitMember("search")) }
}

extension VmlSubmitTriggers {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlSubmitTriggers(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
