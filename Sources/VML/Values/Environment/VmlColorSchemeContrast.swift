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
