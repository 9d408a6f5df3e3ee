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

    /// The installed reader, in a box set once and never replaced: a lazy reference with
    /// acquire/release ordering, so every thread that sees the box sees its reader.
    private final class Box: Sendable {
        let read: ReadView

        init(_ read: @escaping ReadView) {
            self.read = read
        }
    }

    private static let installed = AtomicLazyReference<Box>()

    /// Whether a reader is installed.
    @inline(__always)
    static var isInstalled: Bool { installed.load() != nil }

    /// Makes `read` the reader, once (a later call changes nothing).
    @inline(__always)
    static func install(_ read: @escaping ReadView) {
        guard !isInstalled else { return }
        _ = installed.storeIfNil(Box(read))  // another thread may have installed first
    }

    /// The modifiers of canonical style text. Text styles are made only from modifiers that read
    /// back, and only through the calls that take the reader (``VMLStyle/append(_:reader:namesChecked:)``
    /// and its siblings), which install it first: so a reader is always there and always reads
    /// the text. Were either not so, a debug build stops here with the reason; a release build
    /// gives no modifiers.
    static func modifiers(_ text: ByteView) -> [VMLModifier] {
        guard let box = installed.load() else {
            assertionFailure(
                "VMLCore: a style held as text was read back, but no style reader is installed. Text styles are made "
                    + "by VML and VMLParser, which hand over VMLParser's reader (StyleTextReading.read) when they make one; "
                    + "code that makes a text style itself must pass that reader (VMLStyle.append(_:reader:) and its siblings)")
            return []
        }
        guard let modifiers = box.read(text) else {
            assertionFailure("VMLCore: a style held as text did not read back with the installed reader: " + text.string())
            return []
        }
        return modifiers
    }
}
