import Synchronization

/// How a style held as text is read back into modifiers: with the parser's style grammar, which
/// lives in VMLParser (one home for the grammar). The module that makes text styles (the DSL,
/// the parser) hands its reader over when it does (``VMLStyle/append(_:reader:namesChecked:)``),
/// so a text style always finds one; reading one back with no reader installed stops a debug
/// build with a message naming the reader to pass.
///
/// ```swift
/// var style = VMLStyle()
/// style.append(VMLModifier("padding", 8), reader: StyleTextReading.read)   // installs the reader
/// style.modifiers   // [VMLModifier("padding", 8)], read back from "padding(8)"
/// ```
@_spi(VMLInternals) public enum StyleTextReader {
    /// Reads canonical style text (as written inside `style="…"`), lent as a view, into its
    /// modifiers; `nil` when it does not parse.
    ///
    /// ```swift
    /// let read: StyleTextReader.ReadView = { _ in [] }
    /// ByteView.with("bold()") { read($0) }   // []
    /// ```
    public typealias ReadView = @Sendable (ByteView) -> [VMLModifier]?

    /// The installed reader, set once and never replaced. Held in a class, so the lock hands out
    /// a reference: a function value kept in the lock's generic storage and reached through an
    /// `inout` was converted on the way out and written back wrapped in two more conversion
    /// thunks, a pair for every read, until a call through them overflowed the stack.
    private static let reader = Mutex<Reader?>(nil)

    /// The reader, in a box of its own (see ``reader``).
    private final class Reader: Sendable {
        let read: ReadView

        init(_ read: @escaping ReadView) {
            self.read = read
        }
    }

    /// Whether ``reader`` holds one: an atomic flag with acquire/release ordering, set after the
    /// reader is, so every thread that sees it set finds the reader (each style append checks
    /// it, which a lock would make cost a call).
    private static let installed = Atomic<Bool>(false)

    /// Whether a reader is installed.
    @inline(__always)
    static var isInstalled: Bool { installed.load(ordering: .acquiring) }

    /// Makes `read` the reader, once (a later call changes nothing).
    @inline(__always)
    static func install(_ read: @escaping ReadView) {
        guard !isInstalled else { return }
        store(read)
    }

    /// ``install(_:)`` the first time: kept out of line, so a caller inlines the check alone.
    @inline(never)
    private static func store(_ read: @escaping ReadView) {
        reader.withLock { stored in
            if stored == nil { stored = Reader(read) }  // else another thread installed first
        }
        installed.store(true, ordering: .releasing)
    }

    /// The modifiers of canonical style text. Text styles are made only from modifiers that read
    /// back, and only through the calls that take the reader (``VMLStyle/append(_:reader:namesChecked:)``
    /// and its siblings), which install it first: so a reader is always there and always reads
    /// the text. Were either not so, a debug build stops here with the reason; a release build
    /// gives no modifiers.
    static func modifiers(_ text: ByteView) -> [VMLModifier] {
        guard isInstalled, let read = reader.withLock({ $0 })?.read else {
            assertionFailure(
                "VMLCore: a style held as text was read back, but no style reader is installed. Text styles are made "
                    + "by VML and VMLParser, which hand over VMLParser's reader (StyleTextReading.read) when they make one; "
                    + "code that makes a text style itself must pass that reader (VMLStyle.append(_:reader:) and its siblings)")
            return []
        }
        guard let modifiers = read(text) else {
            assertionFailure("VMLCore: a style held as text did not read back with the installed reader: " + text.string())
            return []
        }
        return modifiers
    }
}
