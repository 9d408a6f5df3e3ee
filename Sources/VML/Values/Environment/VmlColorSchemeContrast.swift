/// SwiftUI's `ColorSchemeContrast`, which `@VmlEnvironment(\.colorSchemeContrast)` reads:
/// `.standard` unless the context says `.increased`.
///
/// ```swift
/// let contrast = context.environment(\.colorSchemeContrast, .increased)
/// // in a view built in it: colorSchemeContrast == .increased
/// ```
public enum VmlColorSchemeContrast: String, Hashable, Sendable, CaseIterable {
    /// `.standard`
    case standard
    /// `.increased`: the user asked for more contrast.
    case increased
}

extension VmlColorSchemeContrast {
    /// Every case, in SwiftUI's order.
    ///
    /// ```swift
    /// VmlColorSchemeContrast.allCases   // [.standard, .increased]
    /// ```
    public static var allCases: [VmlColorSchemeContrast] { [.standard, .increased] }

    /// SwiftUI's `init(_:)` from UIKit's `UIAccessibilityContrast`, refused at compile time: UIKit's traits are
    /// the client's.
    ///
    /// ```swift
    /// VmlColorSchemeContrast(traitCollection.AccessibilityContrast)
    /// // error: 'init(_:)' is unavailable: UIKit's traits are the client's: read \\.colorSchemeContrast with @VmlEnvironment
    /// ```
    @available(*, unavailable, message: "UIKit's traits are the client's: read \\.colorSchemeContrast with @VmlEnvironment")
    public init?<T>(_ uiAccessibilityContrast: T) { nil }
}
