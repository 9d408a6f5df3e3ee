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
