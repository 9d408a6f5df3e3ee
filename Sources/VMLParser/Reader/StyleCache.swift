import VMLCore

/// Remembers the styles of one document by their text, so a style written many times (the
/// rows of a list) is parsed once and its tree shared: `VMLStyle` is a value, so sharing is
/// safe. A direct-mapped table: a miss simply parses and replaces the slot.
struct StyleCache {
    /// 512 slots; longer styles are not cached (rarely repeated, costly to compare).
    private var table = StyleTextTable(slots: 512, maximumLength: 1_024)
    private var hits = 0
    private var misses = 0

    /// Whether caching pays off so far: off for documents whose styles rarely repeat.
    var isUseful: Bool {
        misses < 256 || hits >= misses / 4
    }

    /// A 64-bit hash of the text (FNV-1a over 8-byte words).
    @inline(__always)
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(text.count)
        guard let base = text.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= text.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            index += 8
        }
        while index < text.count {
            hash = (hash ^ UInt64(base[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        return hash ^ (hash >> 32)
    }

    /// The style cached for `text`, if any.
    @inline(__always)
    func style(for text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> VMLStyle? {
        table.style(for: text, hash: hash)
    }

    /// Counts a lookup's outcome.
    mutating func count(hit: Bool) {
        if hit { hits += 1 } else { misses += 1 }
    }

    /// Remembers `style` as the parse of `text`.
    mutating func store(_ style: VMLStyle, for text: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        table.store(style, for: text, hash: hash)
    }
}
