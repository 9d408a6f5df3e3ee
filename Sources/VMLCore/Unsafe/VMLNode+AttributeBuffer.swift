// Unsafe code: an element's attributes lent as an `UnsafeBufferPointer<VMLAttribute>` for the
// length of a closure (`Array.withUnsafeBufferPointer`). Sound because the array the element
// holds keeps the buffer alive for the call and `read` must not keep it. Kept for the
// serializer's writer until it reads through ``VMLNode/Element/readAttributes(_:)``, the safe
// spelling.

// The serializer's until it reads through readAttributes(_:).
extension VMLNode.Element {
    /// Calls `read` with the attributes in their buffer, borrowed where the element holds them
    /// (``readAttributes(_:)`` lends the array itself).
    ///
    /// ```swift
    /// VMLNode.Element("Image", attributes: [VMLAttribute("systemName", "star")]).withAttributes { $0.count }   // 1
    /// ```
    @inlinable
    @_spi(VMLInternals) public func withAttributes<Result, Failure: Error>(
        _ read: (UnsafeBufferPointer<VMLAttribute>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try readAttributes { (attributes: [VMLAttribute]) throws(Failure) -> Result in try unsafe attributes.withUnsafeBufferPointer(read) }
    }
}
