@_spi(VMLInternals) import VMLCore

/// Remembers the styles of one document by their text, so a style written many times (the
/// rows of a list) is parsed once and its tree shared: `VMLStyle` is a value, so sharing is
/// safe. A direct-mapped table keyed by ``hash(_:)``: a lookup compares the stored text with the
/// value's, and a miss simply parses and replaces the slot.
///
/// The table starts small and grows (four times over, up to 512 slots) as styles are stored, so
/// a small document does not pay for making and freeing a table sized for a long list.
struct StyleCache {
    private struct Entry {
        var hash: UInt64 = 0
        /// Empty: no entry (an empty text is never stored).
        var text: [UInt8] = []
        var style = VMLStyle()
    }

    private static let initialSlots = 16
    private static let maximumSlots = 512
    /// Longer styles are not cached (rarely repeated, costly to compare).
    private static let maximumLength = 1_024

    /// Allocated on the first store; a power of two long.
    private var entries: [Entry] = []
    /// Stores since the table last grew.
    private var stores = 0
    private var hits = 0
    private var misses = 0

    /// Whether caching pays off so far: off for documents whose styles rarely repeat.
    var isUseful: Bool {
        misses < 256 || hits >= misses / 4
    }

    /// A 64-bit hash of the text (FNV-1a over 8-byte words).
    @inline(__always)
    static func hash(_ text: ByteView) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(text.count)
        var index = 0
        while index + 8 <= text.count {
            hash = (hash ^ text.word(at: index)) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            index += 8
        }
        while index < text.count {
            hash = (hash ^ UInt64(text[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        return hash ^ (hash >> 32)
    }

    /// The style cached for `text`, if any.
    @inline(__always)
    func style(for text: ByteView, hash: UInt64) -> VMLStyle? {
        guard !entries.isEmpty, text.count <= Self.maximumLength else { return nil }
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

    /// Counts a lookup's outcome.
    mutating func count(hit: Bool) {
        if hit { hits += 1 } else { misses += 1 }
    }

    /// Remembers `style` as the parse of `text` (longer texts, and the empty text, are not kept).
    mutating func store(_ style: VMLStyle, for text: ByteView, hash: UInt64) {
        guard text.count <= Self.maximumLength, !text.isEmpty else { return }
        if entries.isEmpty {
            entries = Array(repeating: Entry(), count: Self.initialSlots)
        } else if stores >= entries.count, entries.count < Self.maximumSlots {
            grow()
        }
        stores += 1
        entries[slot(hash)] = Entry(hash: hash, text: Array(text), style: style)
    }

    /// Four times the slots, each entry moved to its slot there.
    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(), count: min(old.count * 4, Self.maximumSlots))
        for entry in old where !entry.text.isEmpty { entries[slot(entry.hash)] = entry }
        stores = 0
    }

    /// The slot of `hash`.
    @inline(__always)
    private func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash) & (entries.count - 1)
    }
}
