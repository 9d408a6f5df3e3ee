extension VMLStyle {
    /// The canonical text as the style holds it (markup-escaped, as inside `style="…"`), or `nil`
    /// when the style is held as modifier values.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.append(VMLModifier("navigationTitle", "Hi"))
    /// style.heldText   // "navigationTitle(&quot;Hi&quot;)"
    /// VMLStyle([VMLModifier("padding", 8)]).heldText   // nil
    /// ```
    @_spi(VMLInternals) public var heldText: String? {
        var text: String?
        _ = withCanonicalBytes { bytes, _ in text = bytes.string() }
        return text
    }
}
