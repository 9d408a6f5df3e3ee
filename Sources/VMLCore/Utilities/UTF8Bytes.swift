/// Access to a string's UTF-8 as one contiguous buffer, without copying native strings.
enum UTF8Bytes {
    /// Calls `body` with the UTF-8 bytes of `string` (copied only for non-contiguous strings).
    @inline(__always)
    static func with<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(string.utf8).withUnsafeBufferPointer(body)
    }
}
