// Unsafe code here: the name rules of `VMLName` (`isElementName(utf8:)`, `isAttributeName(utf8:)`,
// `isStyleName(utf8:)`) take an `UnsafeBufferPointer`; the writer reads names through `ByteView`,
// so these wrappers hand them the view's bytes as one.
// Why it is sound: the buffer is the view's own bytes (its start and count, which the view's
// maker vouches for), used only for the length of the rule's call; the rules read within `count`.
// Until `VMLName` takes a `ByteView` itself: then these wrappers go.

extension VMLByteWriter {
    /// ``VMLName/isElementName(_:)`` over a name's UTF-8 bytes.
    @inline(__always)
    static func isElementName(_ bytes: ByteView) -> Bool {
        unsafe VMLName.isElementName(utf8: bytes.bufferPointer)
    }

    /// ``VMLName/isAttributeName(_:)`` over a name's UTF-8 bytes.
    @inline(__always)
    static func isAttributeName(_ bytes: ByteView) -> Bool {
        unsafe VMLName.isAttributeName(utf8: bytes.bufferPointer)
    }

    /// ``VMLName/isStyleName(_:)`` over a name's UTF-8 bytes.
    @inline(__always)
    static func isStyleName(_ bytes: ByteView) -> Bool {
        unsafe VMLName.isStyleName(utf8: bytes.bufferPointer)
    }
}

extension ByteView {
    /// The bytes as a buffer pointer, valid as long as the view is.
    @unsafe
    @inline(__always)
    fileprivate var bufferPointer: UnsafeBufferPointer<UInt8> {
        unsafe UnsafeBufferPointer(start: storage?.assumingMemoryBound(to: UInt8.self), count: count)
    }
}
