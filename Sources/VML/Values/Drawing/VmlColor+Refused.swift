// UIKit and AppKit colors live on the client. SwiftUI code passes them in several spellings:
// `Color(uiColor: .systemBackground)`, `Color(.systemGray)`, `Color(.label)`, `Color(nsColor: .textColor)`.
// Each refuses at compile time with a message that says what to write instead. The parameter is a
// concrete type with UIKit's and AppKit's color names, so an implicit member such as `.systemGray`
// type-checks and the compiler reports the message, not "cannot infer contextual base".

extension VmlColor {
    /// SwiftUI's `Color(uiColor:)` cannot port: UIKit colors live on the client. Write a named color
    /// (`.red`, `.secondary`), a hex color (`.hex("#f2f2f7")`) or an asset name the client resolves
    /// (`VmlColor("Background")`).
    ///
    /// ```swift
    /// VmlColor(uiColor: .systemBackground)
    /// // error: 'init(uiColor:)' is unavailable: UIKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex("#f2f2f7") or an asset color: VmlColor("Background")
    /// ```
    @available(
        *, unavailable,
        message:
            "UIKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public init(uiColor: VmlClientColor) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(nsColor:)` cannot port: AppKit colors live on the client.
    ///
    /// ```swift
    /// VmlColor(nsColor: .textColor)
    /// // error: 'init(nsColor:)' is unavailable: AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), …
    /// ```
    @available(
        *, unavailable,
        message:
            "AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public init(nsColor: VmlClientColor) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(_:)` with a `UIColor` or `NSColor` (`Color(.systemGray)`, `Color(.label)`)
    /// cannot port: those colors live on the client.
    ///
    /// ```swift
    /// VmlColor(.systemGroupedBackground)
    /// // error: 'init(_:)' is unavailable: UIKit and AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), …
    /// ```
    @available(
        *, unavailable,
        message:
            "UIKit and AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    public init(_ color: VmlClientColor) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(uiColor:)` with a `UIColor` value: refused as the implicit-member spelling is.
    @available(
        *, unavailable,
        message:
            "UIKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    @_disfavoredOverload
    public init<T>(uiColor: T) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(nsColor:)` with an `NSColor` value: refused as the implicit-member spelling is.
    @available(
        *, unavailable,
        message:
            "AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
    )
    @_disfavoredOverload
    public init<T>(nsColor: T) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(cgColor:)` cannot port: write the color's components with `.rgb(_:_:_:)` or `.hex(_:)`.
    ///
    /// ```swift
    /// VmlColor(cgColor: color)
    /// // error: 'init(cgColor:)' is unavailable: Core Graphics colors do not exist on the server: write .rgb(r, g, b) or .hex("#rrggbb")
    /// ```
    @available(*, unavailable, message: "Core Graphics colors do not exist on the server: write .rgb(r, g, b) or .hex(\"#rrggbb\")")
    public init<T>(cgColor: T) {
        self.init(expression: .null)
    }
}

#if !canImport(UIKit)
    extension VmlColor {
        /// SwiftUI's `Color(_:)` with a `UIColor` value where UIKit is absent: refused with ``UIColor``.
        ///
        /// ```swift
        /// VmlColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        /// // error: 'UIColor' is unavailable: UIKit colors live on the client: …
        /// ```
        @available(
            *, unavailable,
            message:
                "UIKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
        )
        @_disfavoredOverload
        public init(_ color: UIColor) {
            self.init(expression: .null)
        }
    }
#endif

#if !canImport(AppKit)
    extension VmlColor {
        /// SwiftUI's `Color(_:)` with an `NSColor` value where AppKit is absent: refused with ``NSColor``.
        ///
        /// ```swift
        /// VmlColor(NSColor(white: 0.5, alpha: 1))
        /// // error: 'NSColor' is unavailable: AppKit colors live on the client: …
        /// ```
        @available(
            *, unavailable,
            message:
                "AppKit colors live on the client: write a SwiftUI color (.gray, .secondary, .primary), .hex(\"#f2f2f7\") or an asset color: VmlColor(\"Background\")"
        )
        @_disfavoredOverload
        public init(_ color: NSColor) {
            self.init(expression: .null)
        }
    }
#endif
