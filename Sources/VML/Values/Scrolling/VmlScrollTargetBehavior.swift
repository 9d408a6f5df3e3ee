/// SwiftUI's `ScrollTargetBehavior`: `.viewAligned`, `.paging`.
///
/// ```swift
/// VmlScrollView(.horizontal) {}.scrollTargetBehavior(.paging)
/// // <ScrollView axes="horizontal" style="scrollTargetBehavior(.paging)"/>
/// ```
public struct VmlScrollTargetBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlScrollTargetBehavior {
    /// `.viewAligned`
    public static var viewAligned: VmlScrollTargetBehavior { VmlScrollTargetBehavior(expression: .implicitMember("viewAligned")) }
    /// `.paging`
    public static var paging: VmlScrollTargetBehavior { VmlScrollTargetBehavior(expression: .implicitMember("paging")) }
}

extension VmlScrollTargetBehavior {
    /// `.viewAligned(limitBehavior:)`, view alignment with a limit on how far one scroll goes.
    ///
    /// ```swift
    /// try VmlScrollTargetBehavior.viewAligned(limitBehavior: .never).expression.canonicalText()   // .viewAligned(limitBehavior: .never)
    /// ```
    public static func viewAligned(limitBehavior: LimitBehavior) -> VmlScrollTargetBehavior {
        VmlScrollTargetBehavior(expression: .member("viewAligned", .labeled("limitBehavior", limitBehavior.expression)))
    }

    /// How far one scroll of a view-aligned scroll view goes (SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    ///
    /// ```swift
    /// try VmlScrollTargetBehavior.LimitBehavior.always.expression.canonicalText()   // .always
    /// ```
    public struct LimitBehavior: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// The system decides: `.automatic`.
        ///
        /// ```swift
        /// try VmlScrollTargetBehavior.LimitBehavior.automatic.expression.canonicalText()   // .automatic
        /// ```
        public static var automatic: Self { Self(expression: .implicitMember("automatic")) }

        /// One view at a time: `.always`.
        ///
        /// ```swift
        /// try VmlScrollTargetBehavior.LimitBehavior.always.expression.canonicalText()   // .always
        /// ```
        public static var always: Self { Self(expression: .implicitMember("always")) }

        /// No limit: `.never`.
        ///
        /// ```swift
        /// try VmlScrollTargetBehavior.LimitBehavior.never.expression.canonicalText()   // .never
        /// ```
        public static var never: Self { Self(expression: .implicitMember("never")) }
    }
}

extension VmlScrollTargetBehavior {
    /// SwiftUI's `.viewAligned(anchor:)` (iOS 26): view alignment to an anchor (`nil` writes `nil`).
    ///
    /// ```swift
    /// try VmlScrollTargetBehavior.viewAligned(anchor: .center).expression.canonicalText()   // .viewAligned(anchor: .center)
    /// ```
    public static func viewAligned(anchor: VmlUnitPoint?) -> VmlScrollTargetBehavior {
        VmlScrollTargetBehavior(expression: .member("viewAligned", .labeled("anchor", anchor?.expression ?? .null)))
    }

    /// SwiftUI's `.viewAligned(limitBehavior:anchor:)` (iOS 26).
    ///
    /// ```swift
    /// try VmlScrollTargetBehavior.viewAligned(limitBehavior: .always, anchor: nil).expression.canonicalText()   // .viewAligned(limitBehavior: .always, anchor: nil)
    /// ```
    public static func viewAligned(limitBehavior: LimitBehavior, anchor: VmlUnitPoint?) -> VmlScrollTargetBehavior {
        VmlScrollTargetBehavior(
            expression: .member(
                "viewAligned", .labeled("limitBehavior", limitBehavior.expression), .labeled("anchor", anchor?.expression ?? .null)))
    }
}
