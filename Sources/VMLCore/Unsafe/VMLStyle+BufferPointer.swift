// Unsafe code here: the `UnsafeBufferPointer` and `UnsafeRawPointer` spellings of VMLStyle's
// calls for the parser, the validator and the preview (`withCanonicalText(of:namesChecked:_:)`,
// `withCanonicalText(flags:)`, `init(flaggedCanonicalText:reader:)` of a buffer, and
// `storageIdentity`), each a thin face over its `ByteView` or number spelling.
// Why it is sound: a buffer handed in is read through a `ByteView` of exactly its bytes, for the
// call; a buffer handed out is a view's own bytes, valid for the closure it is passed to (the
// closure must not keep it, as with `withUnsafeBufferPointer`); the identity is only an address,
// never read through.
// VMLParser's (and VMLValidation's, VMLPreview's) until they read through ByteView: then these go.

extension VMLStyle {
    /// ``withCanonicalBytes(of:namesChecked:_:)`` with the text as a buffer pointer.
    ///
    /// ```swift
    /// VMLStyle.withCanonicalText(of: VMLModifier("padding", 8)) { text, flags in buffer.append(text) }   // true: "padding(8)"
    /// ```
    @_spi(VMLInternals) @unsafe
    public static func withCanonicalText(
        of modifier: VMLModifier,
        namesChecked: Bool = false,
        _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void
    ) -> Bool {
        withCanonicalBytes(of: modifier, namesChecked: namesChecked) { text, flags in unsafe body(text.bufferPointer, flags) }
    }

    /// ``withCanonicalBytes(_:)`` with the text as a buffer pointer.
    ///
    /// ```swift
    /// style.withCanonicalText { text, flags in buffer.append(text) }   // false for a style of values
    /// ```
    @_spi(VMLInternals) @unsafe
    public func withCanonicalText(flags body: (UnsafeBufferPointer<UInt8>, UInt8) -> Void) -> Bool {
        withCanonicalBytes { text, flags in unsafe body(text.bufferPointer, flags) }
    }

    /// ``init(flaggedCanonicalText:reader:)-(ByteView,_)`` of a buffer of the caller's.
    ///
    /// ```swift
    /// Array("\u{0}padding(8), zIndex(7)".utf8).withUnsafeBufferPointer {
    ///     VMLStyle(flaggedCanonicalText: $0, reader: StyleTextReading.read).modifiers
    /// }   // [VMLModifier("padding", 8), VMLModifier("zIndex", 7)]
    /// ```
    @_spi(VMLInternals) @unsafe
    public init(flaggedCanonicalText flagged: UnsafeBufferPointer<UInt8>, reader: @escaping StyleTextReader.Read) {
        unsafe self.init(flaggedCanonicalText: ByteView(flagged), reader: reader)
    }

    /// ``storageAddress`` as a pointer (never `nil`).
    ///
    /// ```swift
    /// let style: VMLStyle = [VMLModifier("padding", 8)]
    /// let copy = style
    /// copy.storageIdentity == style.storageIdentity   // true
    /// ```
    @_spi(VMLInternals) public var storageIdentity: UnsafeRawPointer? {
        unsafe UnsafeRawPointer(bitPattern: storageAddress)
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
