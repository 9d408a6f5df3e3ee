/// SwiftUI's `LayoutDirection`, which `@VmlEnvironment(\.layoutDirection)` reads: right to left
/// when the request's locale is written so.
///
/// ```swift
/// let arabic = VmlRenderContext(locale: Locale(identifier: "ar_EG"))
/// // in a view built in it: layoutDirection == .rightToLeft
/// ```
public enum VmlLayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// `.leftToRight`: English, French, …
    case leftToRight
    /// `.rightToLeft`: Arabic, Hebrew, …
    case rightToLeft
}

extension VmlLayoutDirection {
    /// Every case, in SwiftUI's order.
    ///
    /// ```swift
    /// VmlLayoutDirection.allCases   // [.leftToRight, .rightToLeft]
    /// ```
    public static var allCases: [VmlLayoutDirection] { [.leftToRight, .rightToLeft] }

    /// SwiftUI's `init(_:)` from UIKit's `UITraitEnvironmentLayoutDirection`, refused at compile time: UIKit's traits are
    /// the client's.
    ///
    /// ```swift
    /// VmlLayoutDirection(traitCollection.LayoutDirection)
    /// // error: 'init(_:)' is unavailable: UIKit's traits are the client's: read \\.layoutDirection with @VmlEnvironment
    /// ```
    @available(*, unavailable, message: "UIKit's traits are the client's: read \\.layoutDirection with @VmlEnvironment")
    public init?<T>(_ uiLayoutDirection: T) { nil }
}
