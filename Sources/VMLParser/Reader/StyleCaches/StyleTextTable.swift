@_spi(VMLInternals) import VMLCore

/// A direct-mapped table from a run of style text (a whole style, or one modifier) to the style
/// parsed from it, keyed by ``StyleCache/hash(_:)``: a lookup compares the stored text with the
/// run, and a store replaces the slot. ``ModifierCache`` keeps one, with
/// their own rules for when to look and store.
struct StyleTextTable {
    private struct Entry {
        var hash: UInt64 = 0
        /// Empty: no entry (an empty text is never stored).
        var text: [UInt8] = []
        var style = VMLStyle()
    }

    private let slots: Int
    private let maximumLength: Int
    /// Allocated on the first store.
    private var entries: [Entry] = []

    /// A table of `slots` entries (a power of two) for texts of at most `maximumLength` bytes.
    init(slots: Int, maximumLength: Int) {
        self.slots = slots
        self.maximumLength = maximumLength
    }

    /// The style stored for `text`, if any.
    @inline(__always)
    func style(for text: ByteView, hash: UInt64) -> VMLStyle? {
        guard !entries.isEmpty, text.count <= maximumLength else { return nil }
        let slot = slot(hash)
        // Field by field: binding the entry (`let entry = entries[slot]`) copied it whole, a retain
        // and a release of its text and its style, on every lookup.
        guard entries[slot].hash == hash, holds(text, at: slot) else { return nil }
        return entries[slot].style
    }

    /// Whether the text stored at `slot` is `text` (read in place).
    @inline(never)
    private func holds(_ text: ByteView, at slot: Int) -> Bool {
        ByteView.with(entries[slot].text) { stored in stored.count == text.count && !stored.isEmpty && stored.equals(text) }
    }

    /// Remembers `style` as the parse of `text` (longer texts, and the empty text, are not kept).
    mutating func store(_ style: VMLStyle, for text: ByteView, hash: UInt64) {
        guard text.count <= maximumLength, !text.isEmpty else { return }
        if entries.isEmpty { entries = Array(repeating: Entry(), count: slots) }
        entries[slot(hash)] = Entry(hash: hash, text: Array(text), style: style)
    }

    /// The slot of `hash`.
    @inline(__always)
    func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash) & (slots - 1)
    }
}
