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
