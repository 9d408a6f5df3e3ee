@_spi(VMLInternals) import VMLCore

/// The last few style values the reader took from the fast path, as written, with their styles:
/// the rows of a list repeat a handful of styles, so the next value is most often one of these,
/// found by comparing it in place, before anything scans it to its quote, hashes it and looks it
/// up in ``StyleCache``.
///
/// A value matches an entry when the input holds the entry's text followed by the value's
/// closing quote, the quote the entry was read in: then the value, read up to its first quote as
/// the fast path reads it, is that text, and its style is the one the text was read as. An entry
/// is replaced round-robin; its first eight bytes are kept as one word, so a value that starts
/// differently costs one compare.
///
/// A document whose every style is new (each row's own `zIndex`) never matches: after 64 values
/// in a row that matched nothing, the entries rest (are neither tried nor kept) for the next 448,
/// then are tried again, so such a document pays an eighth of the compares and copies, and one
/// that starts repeating is caught again within 448 values.
struct RecentStyles {
    private static let slots = 8
    /// Longer values are not kept (rarely repeated rows, costly to compare).
    private static let maximumLength = 256
    /// Shorter values are not kept: an entry's first word must be its own bytes.
    private static let minimumLength = 8

    /// Slot `i`'s text, at `i * maximumLength` (allocated on the first entry).
    private var texts: [UInt8] = []
    /// The first eight bytes of each slot's text, read as one word.
    private var heads: [UInt64] = []
    /// Each slot's text length; 0 for an empty slot.
    private var lengths: [Int] = []
    /// The quote each slot's value was read in.
    private var quotes: [UInt8] = []
    private var styles: [VMLStyle] = []
    private var next = 0
    /// Values in a row that matched no entry, while awake.
    private var misses = 0
    /// Values still to go without the entries.
    private var resting = 0
    /// Whether the entries are tried and kept for the current value.
    private var isAwake = true
    private static let missesBeforeRest = 64
    private static let restLength = 448

    /// Starts a value: whether the entries are tried (and the value kept) for it.
    @inline(__always)
    mutating func startValue() -> Bool {
        if resting > 0 {
            resting -= 1
            isAwake = false
        } else {
            isAwake = true
        }
        return isAwake
    }

    /// Records whether the value just tried matched an entry.
    @inline(__always)
    mutating func note(matched: Bool) {
        if matched {
            misses = 0
        } else {
            misses += 1
            if misses >= Self.missesBeforeRest {
                misses = 0
                resting = Self.restLength
            }
        }
    }

    /// The style of the value that starts at `start` of `input` when it is the text of an entry
    /// followed by `quote`, with the offset of that quote.
    @inline(__always)
    func match(_ input: ByteView, at start: Int, quote: UInt8) -> (style: VMLStyle, end: Int)? {
        guard !heads.isEmpty, start + Self.minimumLength <= input.count else { return nil }
        let head = input.word(at: start)
        for slot in 0..<Self.slots where heads[slot] == head {
            let end = start + lengths[slot]
            guard lengths[slot] > 0, quotes[slot] == quote, end < input.count, input[end] == quote,
                holds(input, start..<end, at: slot)
            else { continue }
            return (styles[slot], end)
        }
        return nil
    }

    /// Whether slot `slot` holds `input[range]`.
    @inline(never)
    private func holds(_ input: ByteView, _ range: Range<Int>, at slot: Int) -> Bool {
        ByteView.with(texts, in: (slot * Self.maximumLength)..<(slot * Self.maximumLength + range.count)) { stored in
            stored.equals(input.bytes(in: range))
        }
    }

    /// Keeps `style` as the style of the value written `text` in `quote`s, in place of the oldest
    /// entry (unless the entries rest).
    mutating func remember(_ style: VMLStyle, text: ByteView, quote: UInt8) {
        guard isAwake, text.count >= Self.minimumLength, text.count <= Self.maximumLength else { return }
        if heads.isEmpty {
            texts = Array(repeating: 0, count: Self.slots * Self.maximumLength)
            heads = Array(repeating: 0, count: Self.slots)
            lengths = Array(repeating: 0, count: Self.slots)
            quotes = Array(repeating: 0, count: Self.slots)
            styles = Array(repeating: VMLStyle(), count: Self.slots)
        }
        let slot = next
        next = (next + 1) % Self.slots
        text.copy(into: &texts, at: slot * Self.maximumLength)
        heads[slot] = text.word(at: 0)
        lengths[slot] = text.count
        quotes[slot] = quote
        styles[slot] = style
    }
}
