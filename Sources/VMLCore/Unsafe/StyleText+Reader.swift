// Unsafe code here: reading a style's text back hands its bytes to `StyleTextReader.modifiers`,
// which takes an `UnsafeBufferPointer` (the parser's `StyleTextReader.Read`).
// Why it is sound: the buffer is a `ByteView`'s own bytes (the style's storage, borrowed for the
// call by `StyleText.withCanonicalBytes`), used only for the length of the call.
// Until `StyleTextReader` reads a `ByteView`: then this goes.

extension StyleText {
    /// The modifiers `text` (a style's canonical text) reads back as, with the installed reader.
    static func readModifiers(_ text: ByteView) -> [VMLModifier] {
        unsafe StyleTextReader.modifiers(
            UnsafeBufferPointer(start: text.storage?.assumingMemoryBound(to: UInt8.self), count: text.count))
    }
}
