extension VmlFont {
    /// SwiftUI's `Font.Leading`, the line spacing of a font: `.body.leading(.tight)`.
    public struct Leading: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.standard`
        public static var standard: Leading { Leading(expression: .implicitMember("standard")) }
        /// `.tight`
        public static var tight: Leading { Leading(expression: .implicitMember("tight")) }
        /// `.loose`
        public static var loose: Leading { Leading(expression: .implicitMember("loose")) }
    }

    /// SwiftUI's `Font.Width`: `.body.width(.condensed)`.
    public struct Width: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.compressed`
        public static var compressed: Width { Width(expression: .implicitMember("compressed")) }
        /// `.condensed`
        public static var condensed: Width { Width(expression: .implicitMember("condensed")) }
        /// `.standard`
        public static var standard: Width { Width(expression: .implicitMember("standard")) }
        /// `.expanded`
        public static var expanded: Width { Width(expression: .implicitMember("expanded")) }
    }

    /// The monospaced variant: `.font(.body.monospaced())` → `font(.body.monospaced())`.
    public func monospaced() -> VmlFont {
        VmlFont(expression: expression.member(called: "monospaced"))
    }

    /// Digits of one width: `.font(.title.monospacedDigit())` → `font(.title.monospacedDigit())`.
    public func monospacedDigit() -> VmlFont {
        VmlFont(expression: expression.member(called: "monospacedDigit"))
    }

    /// Small capitals: `.font(.caption.smallCaps())` → `font(.caption.smallCaps())`.
    public func smallCaps() -> VmlFont {
        VmlFont(expression: expression.member(called: "smallCaps"))
    }

    /// Lowercase letters as small capitals: `.font(.body.lowercaseSmallCaps())` → `font(.body.lowercaseSmallCaps())`.
    public func lowercaseSmallCaps() -> VmlFont {
        VmlFont(expression: expression.member(called: "lowercaseSmallCaps"))
    }

    /// Uppercase letters as small capitals: `.font(.body.uppercaseSmallCaps())` → `font(.body.uppercaseSmallCaps())`.
    public func uppercaseSmallCaps() -> VmlFont {
        VmlFont(expression: expression.member(called: "uppercaseSmallCaps"))
    }

    /// The font with a line spacing: `.font(.body.leading(.loose))` → `font(.body.leading(.loose))`.
    public func leading(_ leading: Leading) -> VmlFont {
        VmlFont(expression: expression.member("leading", VMLArgument(leading.expression)))
    }

    /// The font with a width: `.font(.body.width(.condensed))` → `font(.body.width(.condensed))`.
    public func width(_ width: Width) -> VmlFont {
        VmlFont(expression: expression.member("width", VMLArgument(width.expression)))
    }

    /// The font with a design: `.font(.body.design(.rounded))` → `font(.body.design(.rounded))`.
    public func design(_ design: VmlFontDesign) -> VmlFont {
        VmlFont(expression: expression.member("design", VMLArgument(design.expression)))
    }

    /// `.custom(name, size:relativeTo:)`, a custom font that scales with a text style:
    /// `.font(.custom("Avenir", size: 18, relativeTo: .body))` → `font(.custom("Avenir", size: 18, relativeTo: .body))`.
    public static func custom(_ name: String, size: any VmlNumberArgument, relativeTo textStyle: TextStyle) -> VmlFont {
        VmlFont(
            expression: .member(
                "custom", VMLArgument(.string(name)), .labeled("size", size.vmlExpression), .labeled("relativeTo", textStyle.expression)
            )
        )
    }

    /// `.custom(name, fixedSize:)`, a custom font that does not scale:
    /// `.font(.custom("Avenir", fixedSize: 18))` → `font(.custom("Avenir", fixedSize: 18))`.
    public static func custom(_ name: String, fixedSize: any VmlNumberArgument) -> VmlFont {
        VmlFont(expression: .member("custom", VMLArgument(.string(name)), .labeled("fixedSize", fixedSize.vmlExpression)))
    }
}

extension VmlFont.Width {
    /// A width from a value (SwiftUI's `Font.Width(_:)`): `Font.Width(0.2)`.
    ///
    /// ```swift
    /// try VmlFont.Width(0.2).expression.canonicalText()   // Font.Width(0.2)
    /// ```
    public init(_ width: any VmlNumberArgument) {
        self.init(expression: .call("Font.Width", VMLArgument(width.vmlExpression)))
    }
}
