import Synchronization

/// How a style held as text is read back into modifiers: with the parser's style grammar, which
/// lives in VMLParser (one home for the grammar). The module that makes text styles (the DSL,
/// the parser) hands its reader over when it does (``VMLStyle/append(_:reader:)``), so a text
/// style always finds one.
@_spi(VMLInternals) public enum StyleTextReader {
    /// Reads canonical style text (as written inside `style="…"`) into its modifiers; `nil` when
    /// it does not parse.
    public typealias Read = @Sendable (UnsafeBufferPointer<UInt8>) -> [VMLModifier]?

    private static let reader = Mutex<Read?>(nil)
    private static let installed = Atomic<Bool>(false)

    /// Makes `read` the reader, once.
    @inline(__always)
    static func install(_ read: @escaping Read) {
        guard !installed.load(ordering: .acquiring) else { return }
        reader.withLock { current in
            if current == nil { current = read }
        }
        installed.store(true, ordering: .releasing)
    }

    /// The modifiers of canonical style text. Text styles are made only from modifiers that read
    /// back, by a module that installed its reader first, so the empty answer is never reached.
    static func modifiers(_ text: UnsafeBufferPointer<UInt8>) -> [VMLModifier] {
        guard let read = reader.withLock({ $0 }), let modifiers = read(text) else { return [] }
        return modifiers
    }
}
