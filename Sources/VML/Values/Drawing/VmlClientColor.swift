/// UIKit's `UIColor` and AppKit's `NSColor` class colors, only so that SwiftUI's spellings of them
/// reach ``VmlColor``'s unavailable initializers and their messages.
///
/// ```swift
/// VmlColor(.systemGray)
/// // error: 'init(_:)' is unavailable: UIKit and AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, …
/// ```
public struct VmlClientColor: Sendable {
    private init() {}

    /// UIKit's or AppKit's `.systemBackground`; refused by ``VmlColor``'s client-color initializers.
    public static var systemBackground: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.secondarySystemBackground`; refused by ``VmlColor``'s client-color initializers.
    public static var secondarySystemBackground: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.tertiarySystemBackground`; refused by ``VmlColor``'s client-color initializers.
    public static var tertiarySystemBackground: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGroupedBackground`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGroupedBackground: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.secondarySystemGroupedBackground`; refused by ``VmlColor``'s client-color initializers.
    public static var secondarySystemGroupedBackground: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.tertiarySystemGroupedBackground`; refused by ``VmlColor``'s client-color initializers.
    public static var tertiarySystemGroupedBackground: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.label`; refused by ``VmlColor``'s client-color initializers.
    public static var label: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.secondaryLabel`; refused by ``VmlColor``'s client-color initializers.
    public static var secondaryLabel: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.tertiaryLabel`; refused by ``VmlColor``'s client-color initializers.
    public static var tertiaryLabel: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.quaternaryLabel`; refused by ``VmlColor``'s client-color initializers.
    public static var quaternaryLabel: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.link`; refused by ``VmlColor``'s client-color initializers.
    public static var link: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.placeholderText`; refused by ``VmlColor``'s client-color initializers.
    public static var placeholderText: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.separator`; refused by ``VmlColor``'s client-color initializers.
    public static var separator: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.opaqueSeparator`; refused by ``VmlColor``'s client-color initializers.
    public static var opaqueSeparator: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemFill`; refused by ``VmlColor``'s client-color initializers.
    public static var systemFill: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.secondarySystemFill`; refused by ``VmlColor``'s client-color initializers.
    public static var secondarySystemFill: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.tertiarySystemFill`; refused by ``VmlColor``'s client-color initializers.
    public static var tertiarySystemFill: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.quaternarySystemFill`; refused by ``VmlColor``'s client-color initializers.
    public static var quaternarySystemFill: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemRed`; refused by ``VmlColor``'s client-color initializers.
    public static var systemRed: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGreen`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGreen: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemBlue`; refused by ``VmlColor``'s client-color initializers.
    public static var systemBlue: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemOrange`; refused by ``VmlColor``'s client-color initializers.
    public static var systemOrange: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemYellow`; refused by ``VmlColor``'s client-color initializers.
    public static var systemYellow: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemPink`; refused by ``VmlColor``'s client-color initializers.
    public static var systemPink: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemPurple`; refused by ``VmlColor``'s client-color initializers.
    public static var systemPurple: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemTeal`; refused by ``VmlColor``'s client-color initializers.
    public static var systemTeal: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemIndigo`; refused by ``VmlColor``'s client-color initializers.
    public static var systemIndigo: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemBrown`; refused by ``VmlColor``'s client-color initializers.
    public static var systemBrown: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemMint`; refused by ``VmlColor``'s client-color initializers.
    public static var systemMint: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemCyan`; refused by ``VmlColor``'s client-color initializers.
    public static var systemCyan: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGray`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGray: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGray2`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGray2: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGray3`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGray3: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGray4`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGray4: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGray5`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGray5: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.systemGray6`; refused by ``VmlColor``'s client-color initializers.
    public static var systemGray6: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.tintColor`; refused by ``VmlColor``'s client-color initializers.
    public static var tintColor: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.lightText`; refused by ``VmlColor``'s client-color initializers.
    public static var lightText: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.darkText`; refused by ``VmlColor``'s client-color initializers.
    public static var darkText: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.black`; refused by ``VmlColor``'s client-color initializers.
    public static var black: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.white`; refused by ``VmlColor``'s client-color initializers.
    public static var white: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.gray`; refused by ``VmlColor``'s client-color initializers.
    public static var gray: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.darkGray`; refused by ``VmlColor``'s client-color initializers.
    public static var darkGray: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.lightGray`; refused by ``VmlColor``'s client-color initializers.
    public static var lightGray: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.red`; refused by ``VmlColor``'s client-color initializers.
    public static var red: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.green`; refused by ``VmlColor``'s client-color initializers.
    public static var green: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.blue`; refused by ``VmlColor``'s client-color initializers.
    public static var blue: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.cyan`; refused by ``VmlColor``'s client-color initializers.
    public static var cyan: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.yellow`; refused by ``VmlColor``'s client-color initializers.
    public static var yellow: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.magenta`; refused by ``VmlColor``'s client-color initializers.
    public static var magenta: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.orange`; refused by ``VmlColor``'s client-color initializers.
    public static var orange: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.purple`; refused by ``VmlColor``'s client-color initializers.
    public static var purple: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.brown`; refused by ``VmlColor``'s client-color initializers.
    public static var brown: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.clear`; refused by ``VmlColor``'s client-color initializers.
    public static var clear: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.windowBackgroundColor`; refused by ``VmlColor``'s client-color initializers.
    public static var windowBackgroundColor: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.controlBackgroundColor`; refused by ``VmlColor``'s client-color initializers.
    public static var controlBackgroundColor: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.textColor`; refused by ``VmlColor``'s client-color initializers.
    public static var textColor: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.labelColor`; refused by ``VmlColor``'s client-color initializers.
    public static var labelColor: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.secondaryLabelColor`; refused by ``VmlColor``'s client-color initializers.
    public static var secondaryLabelColor: VmlClientColor { VmlClientColor() }
    /// UIKit's or AppKit's `.controlAccentColor`; refused by ``VmlColor``'s client-color initializers.
    public static var controlAccentColor: VmlClientColor { VmlClientColor() }
}
