// Unsafe code: ``StyleTextReader/Read``, a reader that takes its text as an
// `UnsafeBufferPointer<UInt8>` (VMLParser's `StyleTextReading.read` is one), and the calls that
// install one or read text through one. Sound because the buffer handed to a reader is always a
// ``ByteView``'s bytes (``ByteView/withUnsafeBufferPointer(_:)``), valid for the call and not kept
// by the reader (it parses the text into new modifiers), and text handed in as a buffer is only
// wrapped in a view of the same count. Kept until VMLParser's reader and the style's calls take
// a ``StyleTextReader/ReadView``.

// VMLParser's until it reads through ByteView (StyleTextReader.ReadView).
extension StyleTextReader {
    /// Reads canonical style text (as written inside `style="…"`) into its modifiers; `nil` when
    /// it does not parse. ``ReadView`` is the same reader over a ``ByteView``.
    ///
    /// ```swift
    /// let read: StyleTextReader.Read = { _ in [] }
    /// Array("bold()".utf8).withUnsafeBufferPointer { read($0) }   // []
    /// ```
    public typealias Read = @Sendable (UnsafeBufferPointer<UInt8>) -> [VMLModifier]?

    /// Makes `read` the reader, once (a later call changes nothing), read through views.
    @inline(__always)
    static func install(_ read: @escaping Read) {
        guard !isInstalled else { return }
        unsafe install(viewing: read)
    }

    /// `read` as a ``ReadView``, installed: kept out of line, so a caller inlines the check alone.
    @inline(never)
    private static func install(viewing read: @escaping Read) {
        let viewing: ReadView = { text in unsafe text.withUnsafeBufferPointer { unsafe read($0) } }
        install(viewing)
    }

    /// ``modifiers(_:)-(ByteView)`` of text held in a buffer.
    @inline(__always)
    static func modifiers(_ text: UnsafeBufferPointer<UInt8>) -> [VMLModifier] {
        modifiers(unsafe ByteView(text))
    }
}
