extension VmlFont {
    /// A text style (SwiftUI's `Font.TextStyle`), for `.system(_:design:weight:)`: `.title`, `.body`, ….
    ///
    /// ```swift
    /// VmlText("a").font(.system(.title, design: .rounded, weight: .bold))
    /// // <Text style="font(.system(.title, design: .rounded, weight: .bold))">a</Text>
    /// ```
    public struct TextStyle: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.largeTitle`
        public static var largeTitle: TextStyle { TextStyle(expression: .implicitMember("largeTitle")) }
        /// `.title`
        public static var title: TextStyle { TextStyle(expression: .implicitMember("title")) }
        /// `.title2`
        public static var title2: TextStyle { TextStyle(expression: .implicitMember("title2")) }
        /// `.title3`
        public static var title3: TextStyle { TextStyle(expression: .implicitMember("title3")) }
        /// `.headline`
        public static var headline: TextStyle { TextStyle(expression: .implicitMember("headline")) }
        /// `.subheadline`
        public static var subheadline: TextStyle { TextStyle(expression: .implicitMember("subheadline")) }
        /// `.body`
        public static var body: TextStyle { TextStyle(expression: .implicitMember("body")) }
        /// `.callout`
        public static var callout: TextStyle { TextStyle(expression: .implicitMember("callout")) }
        /// `.footnote`
        public static var footnote: TextStyle { TextStyle(expression: .implicitMember("footnote")) }
        /// `.caption`
        public static var caption: TextStyle { TextStyle(expression: .implicitMember("caption")) }
        /// `.caption2`
        public static var caption2: TextStyle { TextStyle(expression: .implicitMember("caption2")) }
    }
}

extension VmlFont.TextStyle {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlFont.TextStyle.allCases.count   // 11
    /// ```
    public static var allCases: [VmlFont.TextStyle] {
        [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
    }
}
