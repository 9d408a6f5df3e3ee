/// Light or dark appearance: the system colors a preview draws with.
///
/// ```swift
/// VMLPreviewColorScheme(rawValue: "dark")   // .dark
/// ```
public enum VMLPreviewColorScheme: String, CaseIterable, Hashable, Sendable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}
