// Unsafe code here: `Hasher.combine(bytes:)` over a `ByteView`'s bytes, as an
// `UnsafeRawBufferPointer`.
// Why it is sound: the buffer is exactly the view's bytes (its start and count), read only
// during the call.

extension Hasher {
    /// Feeds the bytes of `view` (not their count) to the hasher, in one call.
    @inline(__always)
    mutating func combine(bytesOf view: ByteView) {
        unsafe combine(bytes: UnsafeRawBufferPointer(start: view.storage, count: view.count))
    }
}
