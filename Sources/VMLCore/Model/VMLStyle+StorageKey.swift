extension VMLStyle {
    /// A number for the style's storage: styles that share it (repeated style text the parser
    /// shares, copies of one value) have the same one, so results about a style can be cached
    /// (hold the style with them: a freed storage's key may be another's later).
    ///
    /// ```swift
    /// let style: VMLStyle = [VMLModifier("padding", 8)]
    /// let copy = style
    /// copy.storageKey == style.storageKey   // true
    /// ```
    @_spi(VMLInternals) public var storageKey: UInt? {
        let address = storageAddress
        return address == 0 ? nil : address
    }
}
