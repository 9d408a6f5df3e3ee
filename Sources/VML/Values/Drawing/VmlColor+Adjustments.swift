extension VmlColor {
    /// SwiftUI's `Color.mix(with:by:in:)` (iOS 18): the color mixed with another, `fraction` of the
    /// way to it; the color space (SwiftUI's default, `.perceptual`) is the client's.
    ///
    /// ```swift
    /// try VmlColor.red.mix(with: .blue, by: 0.25).expression.canonicalText()   // .red.mix(with: .blue, by: 0.25)
    /// ```
    public func mix(with other: VmlColor, by fraction: Double) -> VmlColor {
        VmlColor(expression: expression.member("mix", VMLArgument("with", other.expression), VMLArgument("by", .number(fraction))))
    }

    /// SwiftUI's `Color.exposureAdjust(_:)` (iOS 26): the color brightened or darkened by `stops`.
    ///
    /// ```swift
    /// try VmlColor.orange.exposureAdjust(1).expression.canonicalText()   // .orange.exposureAdjust(1)
    /// ```
    public func exposureAdjust(_ stops: Double) -> VmlColor {
        VmlColor(expression: expression.member("exposureAdjust", VMLArgument(.number(stops))))
    }

    /// SwiftUI's `Color.headroom(_:)` (iOS 26): how far past standard white an HDR color may go
    /// (`nil` writes `nil`: no limit).
    ///
    /// ```swift
    /// try VmlColor.white.headroom(2).expression.canonicalText()   // .white.headroom(2)
    /// ```
    public func headroom(_ headroom: Double?) -> VmlColor {
        VmlColor(expression: expression.member("headroom", VMLArgument(headroom.map { .number($0) } ?? .null)))
    }

    /// SwiftUI's `Color.resolveHDR(in:)`, refused at compile time: colors are resolved on the client.
    ///
    /// ```swift
    /// VmlColor.red.resolveHDR(in: environment)
    /// // error: 'resolveHDR(in:)' is unavailable: colors are resolved in the client's environment: write the color itself
    /// ```
    @available(*, unavailable, message: "colors are resolved in the client's environment: write the color itself")
    public func resolveHDR(in environment: VmlEnvironmentValues) -> VmlColor { self }
}
