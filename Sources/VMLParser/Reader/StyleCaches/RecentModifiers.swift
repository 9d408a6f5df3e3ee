@_spi(VMLInternals) import VMLCore

/// The modifiers that new styles repeat, as written, with their canonical texts: a style that is
/// new as a whole (a row's own `zIndex(7)` among modifiers every row shares) is mostly made of
/// modifiers read moments before, so each one is first compared in place with these, before
/// anything scans it to its end, hashes it and looks it up in ``ModifierCache``; a match is a
/// copy of the canonical text.
///
/// An entry is a modifier's text as the style reader found it (its end found the usual way), so
/// the same bytes at the start of a modifier, followed by the end of the style, a comma or
/// whitespace, are that modifier again: the reader would find the same end and read it the same.
/// Its first eight bytes are kept as one word, so a modifier that starts differently costs one
/// compare. A new entry replaces one that has not matched since the replacing hand last passed
/// it (second chance), so the modifiers every row repeats stay while a row's own ones come and go.
///
/// The tables are three arrays, made on the first entry (a parse allocates them once).
struct RecentModifiers {
    private static let slots = 16
    /// Longer modifiers (or canonical texts) are not kept (rarely repeated, costly to compare).
    private static let maximumLength = 128
    /// Shorter modifiers are not kept: an entry's first word must be its own bytes.
    private static let minimumLength = 8
    /// Buckets of the table of simple modifiers seen once, two hashes to a bucket.
    private static let seenBuckets = 64

    // `bytes`: each slot's text, then each slot's canonical text (`maximumLength` bytes a slot),
    // then each slot's flags (as `VMLStyle.withCanonicalBytes(_:)` gives them), then whether
    // each slot matched since the hand last passed it.
    private static let canonicalsStart = slots * maximumLength
    private static let flagsStart = 2 * slots * maximumLength
    private static let matchedStart = flagsStart + slots
    // `words`: the first eight bytes of each slot's text, read as one word, then the seen table.
    private static let seenStart = slots
    // `counts`: each slot's text length (0 for an empty slot), then its canonical text's length.
    private static let canonicalLengthsStart = slots

    private var bytes: [UInt8] = []
    private var words: [UInt64] = []
    private var counts: [Int] = []
    private var hand = 0

    /// The slot whose text starts at `start` of `text`, followed by the end of `text`, a comma or
    /// whitespace; marks it as matched.
    @inline(__always)
    mutating func match(_ text: ByteView, at start: Int) -> Int? {
        guard !words.isEmpty, start + Self.minimumLength <= text.count else { return nil }
        let head = text.word(at: start)
        for slot in 0..<Self.slots where words[slot] == head {
            let end = start + counts[slot]
            guard counts[slot] > 0, end <= text.count else { continue }
            if end < text.count, text[end] != 0x2C, !VMLASCII.isWhitespace(text[end]) { continue }  // ","
            if holds(text, start..<end, at: slot) {
                bytes[Self.matchedStart + slot] = 1
                return slot
            }
        }
        return nil
    }

    /// Whether slot `slot` holds `text[range]`.
    @inline(never)
    private func holds(_ text: ByteView, _ range: Range<Int>, at slot: Int) -> Bool {
        let start = slot * Self.maximumLength
        return ByteView.with(bytes, in: start..<(start + range.count)) { stored in stored.equals(text.bytes(in: range)) }
    }

    /// The length of slot `slot`'s text.
    func length(of slot: Int) -> Int { counts[slot] }

    /// Appends slot `slot`'s canonical text to `text` and or-s its flags into `flags`.
    func append(_ slot: Int, to text: inout ScratchBuffer, flags: inout UInt8) {
        let start = Self.canonicalsStart + slot * Self.maximumLength
        text.append(bytes, in: start..<(start + counts[Self.canonicalLengthsStart + slot]))
        flags |= bytes[Self.flagsStart + slot]
    }

    /// Keeps the modifier written `text`, whose canonical text is `canonical` with `flags`, in
    /// place of one that has not matched lately. A simple modifier (`isSimple`: its text is its
    /// canonical text, with no flags) is kept on its second sighting, as a row's own `zIndex(7)`
    /// is seen once; one read through ``ModifierCache`` is, as that cache keeps it, repeated.
    mutating func remember(_ text: ByteView, canonical: ByteView, flags: UInt8, isSimple: Bool) {
        guard text.count >= Self.minimumLength, text.count <= Self.maximumLength, canonical.count <= Self.maximumLength else { return }
        if words.isEmpty {  // the first modifier: the tables are made
            bytes = Array(repeating: 0, count: Self.matchedStart + Self.slots)
            words = Array(repeating: 0, count: Self.seenStart + 2 * Self.seenBuckets)
            counts = Array(repeating: 0, count: 2 * Self.slots)
        }
        if isSimple {
            // Two ways a bucket, the newest first, so two modifiers whose hashes share a bucket
            // do not keep pushing each other out.
            let hash = StyleCache.hash(text)
            let way = Self.seenStart + Int(truncatingIfNeeded: hash % UInt64(Self.seenBuckets)) * 2
            guard words[way] == hash || words[way + 1] == hash else {
                words[way + 1] = words[way]
                words[way] = hash
                return
            }
        }
        while bytes[Self.matchedStart + hand] != 0 {
            bytes[Self.matchedStart + hand] = 0
            hand = (hand + 1) % Self.slots
        }
        let slot = hand
        hand = (hand + 1) % Self.slots
        text.copy(into: &bytes, at: slot * Self.maximumLength)
        canonical.copy(into: &bytes, at: Self.canonicalsStart + slot * Self.maximumLength)
        bytes[Self.flagsStart + slot] = flags
        words[slot] = text.word(at: 0)
        counts[slot] = text.count
        counts[Self.canonicalLengthsStart + slot] = canonical.count
    }
}
