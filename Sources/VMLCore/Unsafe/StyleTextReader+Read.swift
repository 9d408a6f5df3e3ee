// Unsafe code: style text handed to the installed reader as a buffer (``StyleText`` keeps its
// bytes in memory it owns). Sound because the buffer is only wrapped in a ``ByteView`` of the same
// count, valid for the call; the reader parses it into new modifiers and keeps nothing.

// The serializer's until it reads through ByteView.
extension StyleTextReader {
    /// ``modifiers(_:)-(ByteView)`` of text held in a buffer.
    @inline(__always)
    static func modifiers(_ text: UnsafeBufferPointer<UInt8>) -> [VMLModifier] {
        modifiers(unsafe ByteView(text))
    }
}
