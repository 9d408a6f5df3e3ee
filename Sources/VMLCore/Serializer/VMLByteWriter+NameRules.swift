extension VMLByteWriter {
    /// Whether `bytes` are an element name (``VMLName/isElementName(utf8:)``).
    ///
    /// ```swift
    /// ByteView.with(Array("HStack".utf8)) { VMLByteWriter.isElementName($0) }   // true
    /// ```
    @inline(__always)
    static func isElementName(_ bytes: ByteView) -> Bool {
        VMLName.isElementName(utf8: bytes)
    }

    /// Whether `bytes` are an attribute name (``VMLName/isAttributeName(utf8:)``).
    ///
    /// ```swift
    /// ByteView.with(Array("id".utf8)) { VMLByteWriter.isAttributeName($0) }   // true
    /// ```
    @inline(__always)
    static func isAttributeName(_ bytes: ByteView) -> Bool {
        VMLName.isAttributeName(utf8: bytes)
    }

    /// Whether `bytes` are a style name (``VMLName/isStyleName(utf8:)``).
    ///
    /// ```swift
    /// ByteView.with(Array("padding".utf8)) { VMLByteWriter.isStyleName($0) }   // true
    /// ```
    @inline(__always)
    static func isStyleName(_ bytes: ByteView) -> Bool {
        VMLName.isStyleName(utf8: bytes)
    }
}
