extension VmlColor {
    /// The color space of a color's components (SwiftUI's `Color.RGBColorSpace`): `.sRGB`, `.sRGBLinear`, `.displayP3`.
    ///
    /// ```swift
    /// try VmlColor.RGBColorSpace.displayP3.expression.canonicalText()   // .displayP3
    /// ```
    public struct RGBColorSpace: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// The sRGB color space, CSS's: `.sRGB`.
        ///
        /// ```swift
        /// try VmlColor.RGBColorSpace.sRGB.expression.canonicalText()   // .sRGB
        /// ```
        public static var sRGB: Self { Self(expression: .implicitMember("sRGB")) }

        /// The sRGB primaries with a linear transfer function: `.sRGBLinear`.
        ///
        /// ```swift
        /// try VmlColor.RGBColorSpace.sRGBLinear.expression.canonicalText()   // .sRGBLinear
        /// ```
        public static var sRGBLinear: Self { Self(expression: .implicitMember("sRGBLinear")) }

        /// The Display P3 color space: `.displayP3`.
        ///
        /// ```swift
        /// try VmlColor.RGBColorSpace.displayP3.expression.canonicalText()   // .displayP3
        /// ```
        public static var displayP3: Self { Self(expression: .implicitMember("displayP3")) }
    }

    /// SwiftUI's `Color(_:red:green:blue:opacity:)`: in `.sRGB`, CSS `rgb` as `Color(red:green:blue:opacity:)`
    /// writes it; in another space, the call, so the client keeps the space.
    ///
    /// ```swift
    /// try VmlColor(.sRGB, red: 1, green: 0.5, blue: 0).expression.canonicalText()   // rgb(100%, 50%, 0%)
    /// try VmlColor(.displayP3, red: 1, green: 0, blue: 0).expression.canonicalText()   // Color(.displayP3, red: 1, green: 0, blue: 0)
    /// ```
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        guard colorSpace != .sRGB else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
            return
        }
        var arguments: [VMLArgument] = [
            VMLArgument(colorSpace.expression), .labeled("red", .number(red)), .labeled("green", .number(green)),
            .labeled("blue", .number(blue)),
        ]
        if opacity != 1 { arguments.append(.labeled("opacity", .number(opacity))) }
        self.init(expression: .call(.identifier("Color"), arguments))
    }

    /// SwiftUI's `Color(_:white:opacity:)`: in `.sRGB`, CSS `rgb` as `Color(white:opacity:)` writes it;
    /// in another space, the call.
    ///
    /// ```swift
    /// try VmlColor(.sRGBLinear, white: 0.5).expression.canonicalText()   // Color(.sRGBLinear, white: 0.5)
    /// ```
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        guard colorSpace != .sRGB else {
            self.init(white: white, opacity: opacity)
            return
        }
        var arguments: [VMLArgument] = [VMLArgument(colorSpace.expression), .labeled("white", .number(white))]
        if opacity != 1 { arguments.append(.labeled("opacity", .number(opacity))) }
        self.init(expression: .call(.identifier("Color"), arguments))
    }
}
