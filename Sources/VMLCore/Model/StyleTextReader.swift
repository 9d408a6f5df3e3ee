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
    /// Reads canonical style text (as written inside `style="…"`) into its modifiers; `nil` when
    /// it does not parse.
    public typealias Read = @Sendable (ByteView) -> [VMLModifier]?

    /// The installed reader, in a box set once and never freed: an atomic pointer with
    /// acquire/release ordering, so every thread that sees the box sees its reader.
    @safe
    private final class Box: Sendable {
        let read: Read

        init(_ read: @escaping Read) {
            self.read = read
        }
    }

    private static let installed = unsafe Atomic<Unmanaged<Box>?>(nil)

    /// Makes `read` the reader, once (a later call changes nothing).
    @inline(__always)
    static func install(_ read: @escaping Read) {
        guard unsafe installed.load(ordering: .acquiring) == nil else { return }
        let box = unsafe Unmanaged.passRetained(Box(read))
        if unsafe !installed.compareExchange(expected: nil, desired: box, ordering: .acquiringAndReleasing).exchanged {
            unsafe box.release()  // another thread installed first
        }
    }

    /// The modifiers of canonical style text. Text styles are made only from modifiers that read
    /// back, and only through the calls that take the reader (``VMLStyle/append(_:reader:namesChecked:)``
    /// and its siblings), which install it first: so a reader is always there and always reads
    /// the text. Were either not so, a debug build stops here with the reason; a release build
    /// gives no modifiers.
    static func modifiers(_ text: UnsafeBufferPointer<UInt8>) -> [VMLModifier] {
        guard let box = unsafe installed.load(ordering: .acquiring) else {
            assertionFailure(
                "VMLCore: a style held as text was read back, but no style reader is installed. Text styles are made "
                    + "by VML and VMLParser, which hand over VMLParser's reader (StyleTextReading.read) when they make one; "
                    + "code that makes a text style itself must pass that reader (VMLStyle.append(_:reader:) and its siblings)")
            return []
        }
        guard let modifiers = unsafe box.takeUnretainedValue().read(ByteView(text)) else {
            unsafe assertionFailure(
                "VMLCore: a style held as text did not read back with the installed reader: "
                    + String(decoding: text, as: UTF8.self))
            return []
        }
        return modifiers
    }
}
