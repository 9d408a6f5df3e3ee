/// SwiftUI's `ColorScheme`: `.light` or `.dark`, read with `@VmlEnvironment(\.colorScheme)` and
/// written by `.preferredColorScheme(_:)`.
///
/// ```swift
/// VmlText("a").preferredColorScheme(.dark)   // <Text style="preferredColorScheme(.dark)">a</Text>
/// ```
public enum VmlColorScheme: String, Hashable, Sendable, CaseIterable {
    /// `.light`
    case light
    /// `.dark`
    case dark
}

extension VmlColorScheme {
    /// Every case, in SwiftUI's order.
    ///
    /// ```swift
    /// VmlColorScheme.allCases   // [.light, .dark]
    /// ```
    public static var allCases: [VmlColorScheme] { [.light, .dark] }

    /// SwiftUI's `init(_:)` from UIKit's `UIUserInterfaceStyle`, refused at compile time: UIKit's traits are
    /// the client's.
    ///
    /// ```swift
    /// VmlColorScheme(traitCollection.UserInterfaceStyle)
    /// // error: 'init(_:)' is unavailable: UIKit's traits are the client's: read \\.colorScheme with @VmlEnvironment
    /// ```
    @available(*, unavailable, message: "UIKit's traits are the client's: read \\.colorScheme with @VmlEnvironment")
    public init?<T>(_ uiUserInterfaceStyle: T) { nil }
}
