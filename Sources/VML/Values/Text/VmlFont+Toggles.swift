extension VmlFont {
    /// SwiftUI's `Font.bold(_:)`: `bold(true)` or `bold(false)`.
    ///
    /// ```swift
    /// try VmlFont.body.bold(false).expression.canonicalText()   // .body.bold(false)
    /// ```
    public func bold(_ isActive: Bool) -> VmlFont {
        VmlFont(expression: expression.member("bold", VMLArgument(.boolean(isActive))))
    }

    /// SwiftUI's `Font.italic(_:)`: `italic(true)` or `italic(false)`.
    ///
    /// ```swift
    /// try VmlFont.body.italic(false).expression.canonicalText()   // .body.italic(false)
    /// ```
    public func italic(_ isActive: Bool) -> VmlFont {
        VmlFont(expression: expression.member("italic", VMLArgument(.boolean(isActive))))
    }

    /// SwiftUI's `Font.monospaced(_:)`: `monospaced(true)` or `monospaced(false)`.
    ///
    /// ```swift
    /// try VmlFont.body.monospaced(false).expression.canonicalText()   // .body.monospaced(false)
    /// ```
    public func monospaced(_ isActive: Bool) -> VmlFont {
        VmlFont(expression: expression.member("monospaced", VMLArgument(.boolean(isActive))))
    }

    /// SwiftUI's `Font.smallCaps(_:)`: `smallCaps(true)` or `smallCaps(false)`.
    ///
    /// ```swift
    /// try VmlFont.body.smallCaps(false).expression.canonicalText()   // .body.smallCaps(false)
    /// ```
    public func smallCaps(_ isActive: Bool) -> VmlFont {
        VmlFont(expression: expression.member("smallCaps", VMLArgument(.boolean(isActive))))
    }

    /// SwiftUI's `Font.lowercaseSmallCaps(_:)`: `lowercaseSmallCaps(true)` or `lowercaseSmallCaps(false)`.
    ///
    /// ```swift
    /// try VmlFont.body.lowercaseSmallCaps(false).expression.canonicalText()   // .body.lowercaseSmallCaps(false)
    /// ```
    public func lowercaseSmallCaps(_ isActive: Bool) -> VmlFont {
        VmlFont(expression: expression.member("lowercaseSmallCaps", VMLArgument(.boolean(isActive))))
    }

    /// SwiftUI's `Font.uppercaseSmallCaps(_:)`: `uppercaseSmallCaps(true)` or `uppercaseSmallCaps(false)`.
    ///
    /// ```swift
    /// try VmlFont.body.uppercaseSmallCaps(false).expression.canonicalText()   // .body.uppercaseSmallCaps(false)
    /// ```
    public func uppercaseSmallCaps(_ isActive: Bool) -> VmlFont {
        VmlFont(expression: expression.member("uppercaseSmallCaps", VMLArgument(.boolean(isActive))))
    }

    /// SwiftUI's `Font.pointSize(_:)` (iOS 26): the font at a size.
    ///
    /// ```swift
    /// try VmlFont.body.pointSize(20).expression.canonicalText()   // .body.pointSize(20)
    /// ```
    public func pointSize(_ size: Double) -> VmlFont {
        VmlFont(expression: expression.member("pointSize", VMLArgument(.number(size))))
    }

    /// SwiftUI's `Font.scaled(by:)` (iOS 26): the font scaled by a factor.
    ///
    /// ```swift
    /// try VmlFont.body.scaled(by: 1.5).expression.canonicalText()   // .body.scaled(by: 1.5)
    /// ```
    public func scaled(by factor: Double) -> VmlFont {
        VmlFont(expression: expression.member("scaled", VMLArgument("by", .number(factor))))
    }
}
