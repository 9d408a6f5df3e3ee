// Unsafe code: a string's UTF-8 lent as an `UnsafeBufferPointer` for the length of a closure
// (through `String.UTF8View.span`, `withContiguousStorageIfAvailable` or a copied array).
// Sound because the buffer is the standard library's own view of storage the string keeps alive
// for the call, and `body` must not keep it: the one caller outside this folder's files,
// `ByteView.with(_:_:)` for strings, wraps it in a view that checks every read and lives only
// for its own closure.

/// Access to a string's UTF-8 as one contiguous buffer, without copying native strings.
@usableFromInline
enum UTF8Bytes {
    /// Calls `body` with the UTF-8 bytes of `string` (copied only for non-contiguous strings).
    ///
    /// Where the standard library has `String.UTF8View.span` (Linux, macOS 26), a small string's
    /// bytes are read where the string is held and a large one's in its storage, without the
    /// standard library's closure and the retain around it; elsewhere, and for a string that is
    /// not contiguous UTF-8, through `withContiguousStorageIfAvailable`.
    @inline(__always)
    static func with<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), string.isContiguousUTF8 {
            return unsafe string.utf8.span.withUnsafeBufferPointer(body)
        }
        return unsafe withCopiedOrStored(string, body)
    }

    /// ``with(_:_:)`` where there is no span or the string is not contiguous: kept out of line,
    /// so a caller inlines the span path alone.
    @inline(never)
    private static func withCopiedOrStored<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = unsafe string.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return unsafe Array(string.utf8).withUnsafeBufferPointer(body)
    }
}
