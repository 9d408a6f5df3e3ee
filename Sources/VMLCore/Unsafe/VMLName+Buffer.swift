// Unsafe code: the name checks over an `UnsafeBufferPointer<UInt8>`, whose bytes their callers
// vouch for. Sound because each only wraps the buffer in a ``ByteView`` of the same count and
// checks it with the ``ByteView`` spelling, every read checked. Kept for VMLParser and the
// serializer's writer until they read through ``ByteView``; the ``ByteView`` overloads are the
// safe spellings.

// VMLParser's and the serializer's until they read through ByteView.
extension VMLName {
    /// ``isStyleName(utf8:)-(ByteView)`` over a buffer.
    ///
    /// ```swift
    /// Array("zIndex".utf8).withUnsafeBufferPointer(VMLName.isStyleName(utf8:))   // true
    /// ```
    @inline(__always)
    @_spi(VMLInternals) public static func isStyleName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isStyleName(utf8: unsafe ByteView(bytes))
    }

    /// ``isStyleName(identifier:)-(ByteView)`` over a buffer.
    ///
    /// ```swift
    /// Array("nil".utf8).withUnsafeBufferPointer(VMLName.isStyleName(identifier:))   // false
    /// ```
    @inline(__always)
    @_spi(VMLInternals) public static func isStyleName(identifier bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isStyleName(identifier: unsafe ByteView(bytes))
    }

    /// ``isElementName(utf8:)-(ByteView)`` over a buffer.
    @inline(__always)
    static func isElementName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isElementName(utf8: unsafe ByteView(bytes))
    }

    /// ``isAttributeName(utf8:)-(ByteView)`` over a buffer.
    @inline(__always)
    static func isAttributeName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isAttributeName(utf8: unsafe ByteView(bytes))
    }
}
