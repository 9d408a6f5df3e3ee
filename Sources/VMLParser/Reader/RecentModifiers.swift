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
struct RecentModifiers {
    private static let slots = 16
    /// Longer modifiers are not kept (rarely repeated, costly to compare).
    private static let maximumLength = 128
    /// Shorter modifiers are not kept: an entry's first word must be its own bytes.
    private static let minimumLength = 8

    /// Slot `i`'s text, at `i * maximumLength` (allocated on the first entry).
    private var texts: [UInt8] = []
    /// The first eight bytes of each slot's text, read as one word.
    private var heads: [UInt64] = []
    /// Each slot's text length; 0 for an empty slot.
    private var lengths: [Int] = []
    /// Slot `i`'s canonical text, at `i * maximumLength`, its length and its flags (as
    /// ``VMLStyle/withCanonicalText(flags:)`` gives them).
    private var canonicals: [UInt8] = []
    private var canonicalLengths: [Int] = []
    private var flags: [UInt8] = []
    /// Whether each slot matched since the hand last passed it.
    private var matched: [Bool] = []
    private var hand = 0
    /// The hashes of simple modifiers seen once, two to a bucket chosen by the hash.
    private var seen: [UInt64] = []
    private static let seenBuckets = 64

    /// The slot whose text starts at `start` of `text`, followed by the end of `text`, a comma or
    /// whitespace; marks it as matched.
    @inline(__always)
    mutating func match(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard !heads.isEmpty, start + Self.minimumLength <= text.count, let base = text.baseAddress else { return nil }
        let head = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
        let found = heads.withUnsafeBufferPointer { heads in
            lengths.withUnsafeBufferPointer { lengths -> Int? in
                for slot in 0..<Self.slots where heads[slot] == head {
                    let end = start + lengths[slot]
                    guard lengths[slot] > 0, end <= text.count else { continue }
                    if end < text.count, base[end] != 0x2C, !VMLASCII.isWhitespace(base[end]) { continue }  // ","
                    if holds(text, start..<end, at: slot) { return slot }
                }
                return nil
            }
        }
        if let found { matched[found] = true }
        return found
    }

    /// Whether slot `slot` holds `text[range]`.
    @inline(never)
    private func holds(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, at slot: Int) -> Bool {
        texts.withUnsafeBufferPointer { texts in
            let stored = UnsafeBufferPointer(rebasing: texts[(slot * Self.maximumLength)..<(slot * Self.maximumLength + range.count)])
            return ByteRuns.equal(stored, UnsafeBufferPointer(rebasing: text[range]))
        }
    }

    /// The length of slot `slot`'s text.
    func length(of slot: Int) -> Int { lengths[slot] }

    /// Appends slot `slot`'s canonical text to `text` and or-s its flags into `flags`.
    func append(_ slot: Int, to text: inout ScratchBuffer, flags: inout UInt8) {
        canonicals.withUnsafeBufferPointer { canonicals in
            let start = slot * Self.maximumLength
            text.append(UnsafeBufferPointer(rebasing: canonicals[start..<(start + canonicalLengths[slot])]))
        }
        flags |= self.flags[slot]
    }

    /// Keeps the modifier written `text`, whose canonical text is `canonical` with `flags`, in
    /// place of one that has not matched lately. A simple modifier (`isSimple`: its text is its
    /// canonical text, with no flags) is kept on its second sighting, as a row's own `zIndex(7)`
    /// is seen once; one read through ``ModifierCache`` is, as that cache keeps it, repeated.
    mutating func remember(_ text: UnsafeBufferPointer<UInt8>, canonical: UnsafeBufferPointer<UInt8>, flags: UInt8, isSimple: Bool) {
        guard text.count >= Self.minimumLength, text.count <= Self.maximumLength, canonical.count <= Self.maximumLength,
            let source = text.baseAddress
        else { return }
        if seen.isEmpty {  // the first modifier: the tables are made
            texts = Array(repeating: 0, count: Self.slots * Self.maximumLength)
            canonicals = Array(repeating: 0, count: Self.slots * Self.maximumLength)
            heads = Array(repeating: 0, count: Self.slots)
            lengths = Array(repeating: 0, count: Self.slots)
            canonicalLengths = Array(repeating: 0, count: Self.slots)
            self.flags = Array(repeating: 0, count: Self.slots)
            matched = Array(repeating: false, count: Self.slots)
            seen = Array(repeating: 0, count: Self.seenBuckets * 2)
        }
        if isSimple {
            // Two ways a bucket, the newest first, so two modifiers whose hashes share a bucket
            // do not keep pushing each other out.
            let hash = StyleCache.hash(text)
            let way = Int(truncatingIfNeeded: hash % UInt64(Self.seenBuckets)) * 2
            guard seen[way] == hash || seen[way + 1] == hash else {
                seen[way + 1] = seen[way]
                seen[way] = hash
                return
            }
        }
        while matched[hand] {
            matched[hand] = false
            hand = (hand + 1) % Self.slots
        }
        let slot = hand
        hand = (hand + 1) % Self.slots
        texts.withUnsafeMutableBufferPointer { texts in
            guard let target = texts.baseAddress else { return }
            (target + slot * Self.maximumLength).update(from: source, count: text.count)
        }
        canonicals.withUnsafeMutableBufferPointer { canonicals in
            guard let target = canonicals.baseAddress, let source = canonical.baseAddress else { return }
            (target + slot * Self.maximumLength).update(from: source, count: canonical.count)
        }
        heads[slot] = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
        lengths[slot] = text.count
        canonicalLengths[slot] = canonical.count
        self.flags[slot] = flags
    }
}
