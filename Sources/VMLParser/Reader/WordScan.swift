@_spi(VMLInternals) import VMLCore

/// Word-at-a-time skipping over the input: tests eight bytes at once for the bytes that could
/// stop a byte loop, so the loop only looks byte by byte at what is left.
///
/// The tests are exact about whether a word holds such a byte (never a false "no") and about
/// which of its bytes is the first; the byte loop that follows decides what that byte means, so a
/// scan gives the same answer with or without this.
enum WordScan {
    /// The offset (0 to 7) of the first byte of `word` (read little-endian) that equals `a` or
    /// `b`, or 8 when none does.
    @inline(__always)
    static func firstOffset(in word: UInt64, of a: UInt8, or b: UInt8) -> Int {
        ByteWord.firstFlaggedOffset(ByteWord.bytes(in: word, equalTo: a) | ByteWord.bytes(in: word, equalTo: b))
    }

    /// The offset of the first byte at or after `start` that `stops` flags in its word (read
    /// little-endian; the lowest set bit of the answer must be in the first byte that stops, and
    /// zero means none does), eight bytes at a time; `bytes.count` rounded down to what is left
    /// for the byte loop when no whole word holds one. The one loop every scan below runs.
    @inline(__always)
    private static func firstStop(_ bytes: ByteView, from start: Int, _ stops: (UInt64) -> UInt64) -> Int {
        bytes.firstFlagged(from: start, stops)
    }

    /// The offset of the first `,` at or after `start`, found eight bytes at a time;
    /// `bytes.count` rounded down to what is left for the byte loop when no whole word holds one.
    @inline(__always)
    static func skipToComma(_ bytes: ByteView, from start: Int) -> Int {
        firstStop(bytes, from: start) { ByteWord.bytes(in: $0, equalTo: 0x2C) }
    }

    /// The offset of the first `quote`, `&` or byte below 0x0E (tab, LF and CR among them) at or
    /// after `start`, found eight bytes at a time; `bytes.count` rounded down to what is left for
    /// the byte loop when no whole word holds one.
    @inline(__always)
    static func skipStyleRun(_ bytes: ByteView, from start: Int, quote: UInt8) -> Int {
        // The lowest flag of each mask is exact, so the lowest of the three is the first stop.
        firstStop(bytes, from: start) {
            ByteWord.bytes(in: $0, equalTo: quote) | ByteWord.bytes(in: $0, equalTo: 0x26) | ByteWord.bytes(in: $0, below: 0x0E)
        }
    }

    /// The offset of the first byte at or after `start` that is not a name part
    /// (``DocumentReader/isNamePartByte(_:)``: a letter, digit, `_`, `-`, `.` or `:`), or with
    /// `identifierOnly` not a letter, digit or `_`; found eight bytes at a time, `bytes.count`
    /// rounded down to what is left for the byte loop when every whole word passes. A byte at or
    /// above 0x80 stops it, as the byte loop then decides.
    @inline(__always)
    static func skipNameParts(_ bytes: ByteView, from start: Int, identifierOnly: Bool = false) -> Int {
        firstStop(bytes, from: start) { notNameParts($0, identifierOnly: identifierOnly) }
    }

    /// The high bit of each byte of `word` that is not a name part (with `identifierOnly`, not a
    /// letter, digit or `_`), exactly: each byte's low seven bits are tested against the ranges
    /// (``VMLASCII/identifierByteFlags(_:)``, ``ByteWord/bytes(in:from:through:)``: sums that never carry
    /// into the next byte), and a byte at or above 0x80 is flagged as it stands.
    @inline(__always)
    static func notNameParts(_ word: UInt64, identifierOnly: Bool = false) -> UInt64 {
        let low = word & ~ByteWord.highs
        let identifier = VMLASCII.identifierByteFlags(low)
        // With `-`, `.` and `:` unless `identifierOnly`.
        let separators = ByteWord.bytes(in: low, from: 0x2D, through: 0x2E) | ByteWord.bytes(in: low, from: 0x3A, through: 0x3A)
        let parts = identifierOnly ? identifier : identifier | separators
        return ~parts & ByteWord.highs | ByteWord.nonASCIIBytes(word)
    }

    /// The offset of the first `quote`, `&`, `<`, byte below 0x20 or byte at or above 0x80 (the
    /// lead bytes of the noncharacters an attribute value stops at among them) at or after
    /// `start`, found eight bytes at a time; `bytes.count` rounded down to what is left for the
    /// byte loop when no whole word holds one.
    @inline(__always)
    static func skipValueRun(_ bytes: ByteView, from start: Int, quote: UInt8) -> Int {
        // The lowest flag of each mask is exact, so the lowest of them is the first stop.
        firstStop(bytes, from: start) {
            ByteWord.bytes(in: $0, equalTo: quote) | ByteWord.bytes(in: $0, equalTo: 0x26) | ByteWord.bytes(in: $0, equalTo: 0x3C)
                | ByteWord.bytes(in: $0, below: 0x20) | ByteWord.nonASCIIBytes($0)
        }
    }

    /// The offset of the first byte other than a space at or after `start`, found eight bytes at
    /// a time; `bytes.count` rounded down to what is left for the byte loop when every whole word
    /// is spaces.
    @inline(__always)
    static func skipSpaces(_ bytes: ByteView, from start: Int) -> Int {
        // Zero where a byte is a space: the lowest byte that is not gives the offset.
        firstStop(bytes, from: start) { $0 ^ ByteWord.repeating(0x20) }
    }
}
