import VMLCore

/// A direct-mapped table from a run of style text (a whole style, or one modifier) to the style
/// parsed from it, keyed by ``StyleCache/hash(_:)``: a lookup compares the stored text with the
/// run, and a store replaces the slot. ``StyleCache`` and ``ModifierCache`` keep one each, with
/// their own rules for when to look and store.
struct StyleTextTable {
    // Parallel lists, one entry a slot: reading a slot's hash copies nothing, where an optional
    // entry holding all three was copied whole (two retains and two releases) on every lookup.
    /// Each slot's hash; meaningful only where `texts[slot]` is not empty.
    private var hashes: [UInt64] = []
    /// Each slot's text (empty: no entry; an empty text is never stored).
    private var texts: [[UInt8]] = []
    private var styles: [VMLStyle] = []

    private let slots: Int
    private let maximumLength: Int

    /// A table of `slots` entries (a power of two) for texts of at most `maximumLength` bytes.
    init(slots: Int, maximumLength: Int) {
        self.slots = slots
        self.maximumLength = maximumLength
    }

    /// The style stored for `text`, if any.
    @inline(__always)
    func style(for text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> VMLStyle? {
        guard !hashes.isEmpty, text.count <= maximumLength else { return nil }
        let slot = slot(hash)
        guard hashes[slot] == hash, holds(text, at: slot) else { return nil }
        return styles[slot]
    }

    /// Whether the text stored at `slot` is `text` (read in place).
    @inline(never)
    private func holds(_ text: UnsafeBufferPointer<UInt8>, at slot: Int) -> Bool {
        texts[slot].withUnsafeBufferPointer { stored in
            stored.count == text.count && !stored.isEmpty && WordScan.equal(stored, text)
        }
    }

    /// Remembers `style` as the parse of `text` (longer texts, and the empty text, are not kept).
    mutating func store(_ style: VMLStyle, for text: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        guard text.count <= maximumLength, !text.isEmpty else { return }
        if hashes.isEmpty {
            hashes = Array(repeating: 0, count: slots)
            texts = Array(repeating: [], count: slots)
            styles = Array(repeating: VMLStyle(), count: slots)
        }
        let slot = slot(hash)
        hashes[slot] = hash
        texts[slot] = Array(text)
        styles[slot] = style
    }

    /// The slot of `hash`.
    @inline(__always)
    func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash) & (slots - 1)
    }
}
