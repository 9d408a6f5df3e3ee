/// An index view style (SwiftUI's `IndexViewStyle`), for `indexViewStyle(_:)`: a paged `TabView`'s dots.
///
/// ```swift
/// try VmlIndexViewStyle.page.expression.canonicalText()   // .page
/// ```
public struct VmlIndexViewStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlIndexViewStyle {
    /// SwiftUI's `IndexViewStyle.page`: `.page`.
    ///
    /// ```swift
    /// try VmlIndexViewStyle.page.expression.canonicalText()   // .page
    /// ```
    public static var page: VmlIndexViewStyle { VmlIndexViewStyle(expression: .implicitMember("page")) }

    /// The page style with a background for its dots: `.page(backgroundDisplayMode: .always)`.
    ///
    /// ```swift
    /// try VmlIndexViewStyle.page(backgroundDisplayMode: .always).expression.canonicalText()   // .page(backgroundDisplayMode: .always)
    /// ```
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> VmlIndexViewStyle {
        VmlIndexViewStyle(expression: .member("page", .labeled("backgroundDisplayMode", backgroundDisplayMode.expression)))
    }

    /// When the page dots have a background (SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`).
    ///
    /// ```swift
    /// try VmlIndexViewStyle.BackgroundDisplayMode.interactive.expression.canonicalText()   // .interactive
    /// ```
    public struct BackgroundDisplayMode: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// The system decides: `.automatic`.
        ///
        /// ```swift
        /// try VmlIndexViewStyle.BackgroundDisplayMode.automatic.expression.canonicalText()   // .automatic
        /// ```
        public static var automatic: Self { Self(expression: .implicitMember("automatic")) }

        /// Always a background: `.always`.
        ///
        /// ```swift
        /// try VmlIndexViewStyle.BackgroundDisplayMode.always.expression.canonicalText()   // .always
        /// ```
        public static var always: Self { Self(expression: .implicitMember("always")) }

        /// A background while the user interacts: `.interactive`.
        ///
        /// ```swift
        /// try VmlIndexViewStyle.BackgroundDisplayMode.interactive.expression.canonicalText()   // .interactive
        /// ```
        public static var interactive: Self { Self(expression: .implicitMember("interactive")) }

        /// Never a background: `.never`.
        ///
        /// ```swift
        /// try VmlIndexViewStyle.BackgroundDisplayMode.never.expression.canonicalText()   // .never
        /// ```
        public static var never: Self { Self(expression: .implicitMember("never")) }
    }
}
