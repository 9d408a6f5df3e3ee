// UIKit's and AppKit's colors do not exist on a server. SwiftUI code that names them (a `UIColor`
// argument) gets a message that says what to write instead, not "cannot find 'UIColor' in scope".
// Declared only where the real framework is absent. Their images are in Image/PlatformImages.swift.

#if !canImport(UIKit)
    /// UIKit's `UIColor`, which a server does not have: naming it gives the message below.
    ///
    /// ```swift
    /// VmlText("Hi").foregroundStyle(VmlColor(uiColor: UIColor.systemGray))
    /// // error: 'UIColor' is unavailable: UIKit colors live on the client: write a SwiftUI color …
    /// let tint = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// // error: 'UIColor' is unavailable: UIKit colors live on the client: write a SwiftUI color …
    /// ```
    @available(
        *, unavailable,
        message:
            "UIKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public struct UIColor: Sendable {
        /// UIColor's `.systemBackground`: refused with the type.
        public static var systemBackground: UIColor { UIColor() }

        /// UIColor's `.secondarySystemBackground`: refused with the type.
        public static var secondarySystemBackground: UIColor { UIColor() }

        /// UIColor's `.tertiarySystemBackground`: refused with the type.
        public static var tertiarySystemBackground: UIColor { UIColor() }

        /// UIColor's `.systemGroupedBackground`: refused with the type.
        public static var systemGroupedBackground: UIColor { UIColor() }

        /// UIColor's `.secondarySystemGroupedBackground`: refused with the type.
        public static var secondarySystemGroupedBackground: UIColor { UIColor() }

        /// UIColor's `.tertiarySystemGroupedBackground`: refused with the type.
        public static var tertiarySystemGroupedBackground: UIColor { UIColor() }

        /// UIColor's `.label`: refused with the type.
        public static var label: UIColor { UIColor() }

        /// UIColor's `.secondaryLabel`: refused with the type.
        public static var secondaryLabel: UIColor { UIColor() }

        /// UIColor's `.tertiaryLabel`: refused with the type.
        public static var tertiaryLabel: UIColor { UIColor() }

        /// UIColor's `.quaternaryLabel`: refused with the type.
        public static var quaternaryLabel: UIColor { UIColor() }

        /// UIColor's `.link`: refused with the type.
        public static var link: UIColor { UIColor() }

        /// UIColor's `.placeholderText`: refused with the type.
        public static var placeholderText: UIColor { UIColor() }

        /// UIColor's `.separator`: refused with the type.
        public static var separator: UIColor { UIColor() }

        /// UIColor's `.opaqueSeparator`: refused with the type.
        public static var opaqueSeparator: UIColor { UIColor() }

        /// UIColor's `.systemFill`: refused with the type.
        public static var systemFill: UIColor { UIColor() }

        /// UIColor's `.secondarySystemFill`: refused with the type.
        public static var secondarySystemFill: UIColor { UIColor() }

        /// UIColor's `.tertiarySystemFill`: refused with the type.
        public static var tertiarySystemFill: UIColor { UIColor() }

        /// UIColor's `.quaternarySystemFill`: refused with the type.
        public static var quaternarySystemFill: UIColor { UIColor() }

        /// UIColor's `.systemRed`: refused with the type.
        public static var systemRed: UIColor { UIColor() }

        /// UIColor's `.systemGreen`: refused with the type.
        public static var systemGreen: UIColor { UIColor() }

        /// UIColor's `.systemBlue`: refused with the type.
        public static var systemBlue: UIColor { UIColor() }

        /// UIColor's `.systemOrange`: refused with the type.
        public static var systemOrange: UIColor { UIColor() }

        /// UIColor's `.systemYellow`: refused with the type.
        public static var systemYellow: UIColor { UIColor() }

        /// UIColor's `.systemPink`: refused with the type.
        public static var systemPink: UIColor { UIColor() }

        /// UIColor's `.systemPurple`: refused with the type.
        public static var systemPurple: UIColor { UIColor() }

        /// UIColor's `.systemTeal`: refused with the type.
        public static var systemTeal: UIColor { UIColor() }

        /// UIColor's `.systemIndigo`: refused with the type.
        public static var systemIndigo: UIColor { UIColor() }

        /// UIColor's `.systemBrown`: refused with the type.
        public static var systemBrown: UIColor { UIColor() }

        /// UIColor's `.systemMint`: refused with the type.
        public static var systemMint: UIColor { UIColor() }

        /// UIColor's `.systemCyan`: refused with the type.
        public static var systemCyan: UIColor { UIColor() }

        /// UIColor's `.systemGray`: refused with the type.
        public static var systemGray: UIColor { UIColor() }

        /// UIColor's `.systemGray2`: refused with the type.
        public static var systemGray2: UIColor { UIColor() }

        /// UIColor's `.systemGray3`: refused with the type.
        public static var systemGray3: UIColor { UIColor() }

        /// UIColor's `.systemGray4`: refused with the type.
        public static var systemGray4: UIColor { UIColor() }

        /// UIColor's `.systemGray5`: refused with the type.
        public static var systemGray5: UIColor { UIColor() }

        /// UIColor's `.systemGray6`: refused with the type.
        public static var systemGray6: UIColor { UIColor() }

        /// UIColor's `.tintColor`: refused with the type.
        public static var tintColor: UIColor { UIColor() }

        /// UIColor's `.lightText`: refused with the type.
        public static var lightText: UIColor { UIColor() }

        /// UIColor's `.darkText`: refused with the type.
        public static var darkText: UIColor { UIColor() }

        /// UIColor's `.black`: refused with the type.
        public static var black: UIColor { UIColor() }

        /// UIColor's `.white`: refused with the type.
        public static var white: UIColor { UIColor() }

        /// UIColor's `.gray`: refused with the type.
        public static var gray: UIColor { UIColor() }

        /// UIColor's `.darkGray`: refused with the type.
        public static var darkGray: UIColor { UIColor() }

        /// UIColor's `.lightGray`: refused with the type.
        public static var lightGray: UIColor { UIColor() }

        /// UIColor's `.red`: refused with the type.
        public static var red: UIColor { UIColor() }

        /// UIColor's `.green`: refused with the type.
        public static var green: UIColor { UIColor() }

        /// UIColor's `.blue`: refused with the type.
        public static var blue: UIColor { UIColor() }

        /// UIColor's `.cyan`: refused with the type.
        public static var cyan: UIColor { UIColor() }

        /// UIColor's `.yellow`: refused with the type.
        public static var yellow: UIColor { UIColor() }

        /// UIColor's `.magenta`: refused with the type.
        public static var magenta: UIColor { UIColor() }

        /// UIColor's `.orange`: refused with the type.
        public static var orange: UIColor { UIColor() }

        /// UIColor's `.purple`: refused with the type.
        public static var purple: UIColor { UIColor() }

        /// UIColor's `.brown`: refused with the type.
        public static var brown: UIColor { UIColor() }

        /// UIColor's `.clear`: refused with the type.
        public static var clear: UIColor { UIColor() }

        /// UIColor's `init(red:green:blue:alpha:)`: refused with the type.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {}

        /// UIColor's `init(white:alpha:)`: refused with the type.
        public init(white: Double, alpha: Double) {}

        /// UIColor's `init(hue:saturation:brightness:alpha:)`: refused with the type.
        public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {}

        /// UIColor's `init(named:)`, an asset color: refused with the type.
        public init?(named name: String) {}

        /// UIColor's `withAlphaComponent(_:)`: refused with the type.
        public func withAlphaComponent(_ alpha: Double) -> UIColor { self }

        init() {}
    }
#endif

#if !canImport(AppKit)
    /// AppKit's `NSColor`, which a server does not have: naming it gives the message below.
    @available(
        *, unavailable,
        message:
            "AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public struct NSColor: Sendable {
        /// NSColor's `.systemBackground`: refused with the type.
        public static var systemBackground: NSColor { NSColor() }

        /// NSColor's `.secondarySystemBackground`: refused with the type.
        public static var secondarySystemBackground: NSColor { NSColor() }

        /// NSColor's `.tertiarySystemBackground`: refused with the type.
        public static var tertiarySystemBackground: NSColor { NSColor() }

        /// NSColor's `.systemGroupedBackground`: refused with the type.
        public static var systemGroupedBackground: NSColor { NSColor() }

        /// NSColor's `.secondarySystemGroupedBackground`: refused with the type.
        public static var secondarySystemGroupedBackground: NSColor { NSColor() }

        /// NSColor's `.tertiarySystemGroupedBackground`: refused with the type.
        public static var tertiarySystemGroupedBackground: NSColor { NSColor() }

        /// NSColor's `.label`: refused with the type.
        public static var label: NSColor { NSColor() }

        /// NSColor's `.secondaryLabel`: refused with the type.
        public static var secondaryLabel: NSColor { NSColor() }

        /// NSColor's `.tertiaryLabel`: refused with the type.
        public static var tertiaryLabel: NSColor { NSColor() }

        /// NSColor's `.quaternaryLabel`: refused with the type.
        public static var quaternaryLabel: NSColor { NSColor() }

        /// NSColor's `.link`: refused with the type.
        public static var link: NSColor { NSColor() }

        /// NSColor's `.placeholderText`: refused with the type.
        public static var placeholderText: NSColor { NSColor() }

        /// NSColor's `.separator`: refused with the type.
        public static var separator: NSColor { NSColor() }

        /// NSColor's `.opaqueSeparator`: refused with the type.
        public static var opaqueSeparator: NSColor { NSColor() }

        /// NSColor's `.systemFill`: refused with the type.
        public static var systemFill: NSColor { NSColor() }

        /// NSColor's `.secondarySystemFill`: refused with the type.
        public static var secondarySystemFill: NSColor { NSColor() }

        /// NSColor's `.tertiarySystemFill`: refused with the type.
        public static var tertiarySystemFill: NSColor { NSColor() }

        /// NSColor's `.quaternarySystemFill`: refused with the type.
        public static var quaternarySystemFill: NSColor { NSColor() }

        /// NSColor's `.systemRed`: refused with the type.
        public static var systemRed: NSColor { NSColor() }

        /// NSColor's `.systemGreen`: refused with the type.
        public static var systemGreen: NSColor { NSColor() }

        /// NSColor's `.systemBlue`: refused with the type.
        public static var systemBlue: NSColor { NSColor() }

        /// NSColor's `.systemOrange`: refused with the type.
        public static var systemOrange: NSColor { NSColor() }

        /// NSColor's `.systemYellow`: refused with the type.
        public static var systemYellow: NSColor { NSColor() }

        /// NSColor's `.systemPink`: refused with the type.
        public static var systemPink: NSColor { NSColor() }

        /// NSColor's `.systemPurple`: refused with the type.
        public static var systemPurple: NSColor { NSColor() }

        /// NSColor's `.systemTeal`: refused with the type.
        public static var systemTeal: NSColor { NSColor() }

        /// NSColor's `.systemIndigo`: refused with the type.
        public static var systemIndigo: NSColor { NSColor() }

        /// NSColor's `.systemBrown`: refused with the type.
        public static var systemBrown: NSColor { NSColor() }

        /// NSColor's `.systemMint`: refused with the type.
        public static var systemMint: NSColor { NSColor() }

        /// NSColor's `.systemCyan`: refused with the type.
        public static var systemCyan: NSColor { NSColor() }

        /// NSColor's `.systemGray`: refused with the type.
        public static var systemGray: NSColor { NSColor() }

        /// NSColor's `.systemGray2`: refused with the type.
        public static var systemGray2: NSColor { NSColor() }

        /// NSColor's `.systemGray3`: refused with the type.
        public static var systemGray3: NSColor { NSColor() }

        /// NSColor's `.systemGray4`: refused with the type.
        public static var systemGray4: NSColor { NSColor() }

        /// NSColor's `.systemGray5`: refused with the type.
        public static var systemGray5: NSColor { NSColor() }

        /// NSColor's `.systemGray6`: refused with the type.
        public static var systemGray6: NSColor { NSColor() }

        /// NSColor's `.tintColor`: refused with the type.
        public static var tintColor: NSColor { NSColor() }

        /// NSColor's `.lightText`: refused with the type.
        public static var lightText: NSColor { NSColor() }

        /// NSColor's `.darkText`: refused with the type.
        public static var darkText: NSColor { NSColor() }

        /// NSColor's `.black`: refused with the type.
        public static var black: NSColor { NSColor() }

        /// NSColor's `.white`: refused with the type.
        public static var white: NSColor { NSColor() }

        /// NSColor's `.gray`: refused with the type.
        public static var gray: NSColor { NSColor() }

        /// NSColor's `.darkGray`: refused with the type.
        public static var darkGray: NSColor { NSColor() }

        /// NSColor's `.lightGray`: refused with the type.
        public static var lightGray: NSColor { NSColor() }

        /// NSColor's `.red`: refused with the type.
        public static var red: NSColor { NSColor() }

        /// NSColor's `.green`: refused with the type.
        public static var green: NSColor { NSColor() }

        /// NSColor's `.blue`: refused with the type.
        public static var blue: NSColor { NSColor() }

        /// NSColor's `.cyan`: refused with the type.
        public static var cyan: NSColor { NSColor() }

        /// NSColor's `.yellow`: refused with the type.
        public static var yellow: NSColor { NSColor() }

        /// NSColor's `.magenta`: refused with the type.
        public static var magenta: NSColor { NSColor() }

        /// NSColor's `.orange`: refused with the type.
        public static var orange: NSColor { NSColor() }

        /// NSColor's `.purple`: refused with the type.
        public static var purple: NSColor { NSColor() }

        /// NSColor's `.brown`: refused with the type.
        public static var brown: NSColor { NSColor() }

        /// NSColor's `.clear`: refused with the type.
        public static var clear: NSColor { NSColor() }

        /// NSColor's `.windowBackgroundColor`: refused with the type.
        public static var windowBackgroundColor: NSColor { NSColor() }

        /// NSColor's `.controlBackgroundColor`: refused with the type.
        public static var controlBackgroundColor: NSColor { NSColor() }

        /// NSColor's `.textColor`: refused with the type.
        public static var textColor: NSColor { NSColor() }

        /// NSColor's `.labelColor`: refused with the type.
        public static var labelColor: NSColor { NSColor() }

        /// NSColor's `.secondaryLabelColor`: refused with the type.
        public static var secondaryLabelColor: NSColor { NSColor() }

        /// NSColor's `.controlAccentColor`: refused with the type.
        public static var controlAccentColor: NSColor { NSColor() }

        /// NSColor's `init(red:green:blue:alpha:)`: refused with the type.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {}

        /// NSColor's `init(white:alpha:)`: refused with the type.
        public init(white: Double, alpha: Double) {}

        /// NSColor's `init(hue:saturation:brightness:alpha:)`: refused with the type.
        public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {}

        /// NSColor's `init(named:)`, an asset color: refused with the type.
        public init?(named name: String) {}

        /// NSColor's `withAlphaComponent(_:)`: refused with the type.
        public func withAlphaComponent(_ alpha: Double) -> NSColor { self }

        init() {}
    }
#endif
