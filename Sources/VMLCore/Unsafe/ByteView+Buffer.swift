// Unsafe code: a view's bytes lent back as the `UnsafeBufferPointer<UInt8>` they were made from,
// for code in this folder that hands them to an older interface taking a buffer. Sound because
// the buffer covers exactly the view's `count` bytes, which the view's lender keeps alive for the
// view's closure, and `body` runs inside that closure and must not keep the buffer.

extension ByteView {
    /// Calls `body` with the view's bytes as a buffer (the same memory, not copied).
    ///
    /// ```swift
    /// ByteView.with(Array("ab".utf8)) { $0.withUnsafeBufferPointer { $0.count } }   // 2
    /// ```
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        unsafe body(UnsafeBufferPointer(start: storage?.assumingMemoryBound(to: UInt8.self), count: count))
    }
}
