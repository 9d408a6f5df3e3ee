// Unsafe code: reads ``VMLStyle/storageIdentity`` (the address of the style's storage, an
// `UnsafeRawPointer`) as a number. Sound because the address is only compared and hashed, never
// turned back into a pointer or read through: two styles have the same key while they share one
// storage, which a cache keeps alive by holding the style it keyed.

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
        unsafe storageIdentity.map { UInt(bitPattern: $0) }
    }
}
