extension VmlColor {
    /// SwiftUI's `Color(uiColor:)` cannot port: UIKit colors live on the client. Write a named color
    /// (`.red`, `.secondary`), a hex color (`.hex("#f2f2f7")`) or an asset name the client resolves
    /// (`VmlColor(expression: .call(.identifier("Color"), [VMLArgument(.string("Background"))]))`).
    @available(
        *, unavailable, message: "UIKit colors live on the client: write a named color (.secondary), .hex(\"#f2f2f7\") or an asset color"
    )
    public init<T>(uiColor: T) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(nsColor:)` cannot port: AppKit colors live on the client; write a named or
    /// hex color instead.
    @available(
        *, unavailable, message: "AppKit colors live on the client: write a named color (.secondary), .hex(\"#f2f2f7\") or an asset color"
    )
    public init<T>(nsColor: T) {
        self.init(expression: .null)
    }

    /// SwiftUI's `Color(cgColor:)` cannot port: write the color's components with `.rgb(_:_:_:)` or `.hex(_:)`.
    @available(*, unavailable, message: "Core Graphics colors do not exist on the server: write .rgb(r, g, b) or .hex(\"#rrggbb\")")
    public init<T>(cgColor: T) {
        self.init(expression: .null)
    }
}
