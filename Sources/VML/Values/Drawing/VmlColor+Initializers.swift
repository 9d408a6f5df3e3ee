extension VmlColor {
    /// SwiftUI's `Color(red:green:blue:opacity:)`, components 0–1: written as CSS `rgb` with
    /// percentages, so no precision is lost (`rgba` when the opacity is not 1).
    ///
    /// ```swift
    /// VmlText("Hi").foregroundColor(VmlColor(red: 0.2, green: 0.4, blue: 0.6))
    /// // <Text style="foregroundColor(rgb(20%, 40%, 60%))">Hi</Text>
    /// VmlColor(red: 1, green: 0.5, blue: 0, opacity: 0.5)   // rgba(100%, 50%, 0%, 0.5)
    /// ```
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(percentRed: red, green: green, blue: blue, opacity: opacity)
    }

    /// SwiftUI's `Color(white:opacity:)`: a gray, written as `rgb` with equal percentages.
    ///
    /// ```swift
    /// VmlText("Hi").background(VmlColor(white: 0.9))
    /// // <Text style="background(rgb(90%, 90%, 90%))">Hi</Text>
    /// ```
    public init(white: Double, opacity: Double = 1) {
        self.init(percentRed: white, green: white, blue: white, opacity: opacity)
    }

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`, components 0–1: converted from HSB
    /// to CSS `hsl` (hue in degrees).
    ///
    /// ```swift
    /// VmlText("Hi").foregroundColor(VmlColor(hue: 0.5, saturation: 1, brightness: 1))
    /// // <Text style="foregroundColor(hsl(180, 100%, 50%))">Hi</Text>
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let lightness = brightness * (1 - saturation / 2)
        let smaller = min(lightness, 1 - lightness)
        let hslSaturation = smaller > 0 ? (brightness - lightness) / smaller : 0
        var components: [CSSColor.Component] = [
            .init(Self.rounded(hue * 360)), .init(Self.rounded(hslSaturation * 100), percent: true),
            .init(Self.rounded(lightness * 100), percent: true),
        ]
        if opacity != 1 { components.append(.init(Self.rounded(opacity))) }
        self.init(expression: .color(.function(opacity != 1 ? .hsla : .hsl, components)))
    }

    /// SwiftUI's `Color(_:bundle:)`: a color from the app's asset catalog, by name; the client
    /// resolves it. `bundle` is accepted and not written.
    ///
    /// ```swift
    /// VmlText("Hi").foregroundColor(VmlColor("Brand"))
    /// // <Text style="foregroundColor(Color(&quot;Brand&quot;))">Hi</Text>
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(expression: .call(.identifier("Color"), [VMLArgument(.string(name))]))
    }

    private init(percentRed red: Double, green: Double, blue: Double, opacity: Double) {
        var components: [CSSColor.Component] = [red, green, blue].map { .init(Self.rounded($0 * 100), percent: true) }
        if opacity != 1 { components.append(.init(Self.rounded(opacity))) }
        self.init(expression: .color(.function(opacity != 1 ? .rgba : .rgb, components)))
    }

    /// Drops the binary noise of a product (`0.07 * 100` is `7.000000000000001`): six decimals.
    private static func rounded(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }
}
