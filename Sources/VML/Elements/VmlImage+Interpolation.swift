extension VmlImage {
    /// How an image is scaled (SwiftUI's `Image.Interpolation`), for `interpolation(_:)`.
    ///
    /// ```swift
    /// try VmlImage.Interpolation.none.expression.canonicalText()   // .none
    /// ```
    public struct Interpolation: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }
    }
}

extension VmlImage.Interpolation {
    /// SwiftUI's `Image.Interpolation.none`: `.none`.
    ///
    /// ```swift
    /// try VmlImage.Interpolation.none.expression.canonicalText()   // .none
    /// ```
    public static var none: Self { Self(expression: .implicitMember("none")) }

    /// SwiftUI's `Image.Interpolation.low`: `.low`.
    ///
    /// ```swift
    /// try VmlImage.Interpolation.low.expression.canonicalText()   // .low
    /// ```
    public static var low: Self { Self(expression: .implicitMember("low")) }

    /// SwiftUI's `Image.Interpolation.medium`: `.medium`.
    ///
    /// ```swift
    /// try VmlImage.Interpolation.medium.expression.canonicalText()   // .medium
    /// ```
    public static var medium: Self { Self(expression: .implicitMember("medium")) }

    /// SwiftUI's `Image.Interpolation.high`: `.high`.
    ///
    /// ```swift
    /// try VmlImage.Interpolation.high.expression.canonicalText()   // .high
    /// ```
    public static var high: Self { Self(expression: .implicitMember("high")) }
}
