// Unsafe code: reads a text style's canonical bytes through ``VMLStyle/withCanonicalText(flags:)``,
// which lends them as an `UnsafeBufferPointer<UInt8>` for the length of a closure. Sound because
// the bytes are copied into a new `String` inside the closure and the buffer is not kept.

extension VMLStyle {
    /// The canonical text as the style holds it (markup-escaped, as inside `style="…"`), or `nil`
    /// when the style is held as modifier values.
    ///
    /// ```swift
    /// var style = VMLStyle()
    /// style.append(VMLModifier("navigationTitle", "Hi"), reader: StyleTextReading.read)
    /// style.heldText   // "navigationTitle(&quot;Hi&quot;)"
    /// VMLStyle([VMLModifier("padding", 8)]).heldText   // nil
    /// ```
    @_spi(VMLInternals) public var heldText: String? {
        var text: String?
        _ = unsafe withCanonicalText(flags: { bytes, _ in text = unsafe String(decoding: bytes, as: UTF8.self) })
        return text
    }
}
