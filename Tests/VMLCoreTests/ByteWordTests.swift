import Testing
@_spi(VMLInternals) import VMLCore
import VMLTestSupport

/// `ByteWord`, the word-at-a-time byte tests every fast path shares, against a byte loop: each
/// test with every byte value at every position of a word over every other byte value (each word
/// of two values); then `ByteView`'s word loads at every length, in buffers that end where the
/// run ends (so AddressSanitizer, in CI, sees any load past the end), and `ByteView.equals`,
/// built on them.
@Suite struct ByteWordTests {
    /// A word of `background` with `value` at byte `position`.
    static func word(_ value: UInt8, at position: Int, over background: UInt8) -> UInt64 {
        let shift = UInt64(position * 8)
        return ByteWord.repeating(background) & ~(0xFF << shift) | UInt64(value) << shift
    }

    /// The bytes of `word`, byte 0 first.
    static func bytes(of word: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) }
    }

    /// The offset of the first byte of `word` that `passes`, or 8.
    static func firstOffset(_ word: UInt64, _ passes: (UInt8) -> Bool) -> Int {
        for index in 0..<8 where passes(UInt8(truncatingIfNeeded: word >> UInt64(index * 8))) { return index }
        return 8
    }

    /// The backgrounds every test below keeps at the quick scale (``TestScale/sample(_:keeping:)``):
    /// each side of every value and range edge the flags are tested for.
    static let edgeBytes: [Int] =
        [0x00, 0x01, 0x02, 0x0D, 0x0E, 0x0F, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x39, 0x3A, 0x3B]
        + [0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7E, 0x7F, 0x80, 0x81, 0xEE, 0xEF, 0xF0, 0xFE, 0xFF]

    /// The tests whose flags are exact up to the lowest one, by name, with what each flags.
    static let lowestExactTests: [(name: String, flags: @Sendable (UInt64) -> UInt64, passes: @Sendable (UInt8) -> Bool)] = [
        ("zeroBytes", ByteWord.zeroBytes, { $0 == 0 }),
        ("equalTo 0x22", { ByteWord.bytes(in: $0, equalTo: 0x22) }, { $0 == 0x22 }),
        ("equalTo 0x7F", { ByteWord.bytes(in: $0, equalTo: 0x7F) }, { $0 == 0x7F }),
        ("equalTo 0x80", { ByteWord.bytes(in: $0, equalTo: 0x80) }, { $0 == 0x80 }),
        ("equalTo 0xEF", { ByteWord.bytes(in: $0, equalTo: 0xEF) }, { $0 == 0xEF }),
        ("equalTo 0xFF", { ByteWord.bytes(in: $0, equalTo: 0xFF) }, { $0 == 0xFF }),
        ("below 0x01", { ByteWord.bytes(in: $0, below: 0x01) }, { $0 < 0x01 }),
        ("below 0x0E", { ByteWord.bytes(in: $0, below: 0x0E) }, { $0 < 0x0E }),
        ("below 0x20", { ByteWord.bytes(in: $0, below: 0x20) }, { $0 < 0x20 }),
        ("below 0x80", { ByteWord.bytes(in: $0, below: 0x80) }, { $0 < 0x80 }),
        ("nonASCIIBytes", ByteWord.nonASCIIBytes, { $0 >= 0x80 }),
    ]

    /// Every byte value at `position` over every background: whether any byte passes
    /// (`hasZeroByte` too) and which is the first are exact, and no flag lies below the first
    /// (nor outside the bytes' high bits).
    @Test(arguments: 0..<8)
    func lowestFlagIsExactAtEveryPosition(position: Int) {
        var mismatches: [String] = []
        for test in Self.lowestExactTests {
            for background in TestScale.current.sample(0...255, keeping: Self.edgeBytes) {
                for value in 0...255 {
                    let word = Self.word(UInt8(value), at: position, over: UInt8(background))
                    let flags = test.flags(word)
                    let first = Self.firstOffset(word, test.passes)
                    let belowFirst: UInt64 = first == 8 ? .max : (1 << UInt64(first * 8 + 7)) - 1
                    if ByteWord.firstFlaggedOffset(flags) != first || flags & belowFirst != 0 || flags & ~ByteWord.highs != 0 {
                        mismatches.append("\(test.name): \(value) at \(position) over \(background)")
                    }
                }
            }
        }
        for background in TestScale.current.sample(0...255, keeping: Self.edgeBytes) {
            for value in 0...255 {
                let word = Self.word(UInt8(value), at: position, over: UInt8(background))
                if ByteWord.hasZeroByte(word) != (Self.firstOffset(word) { $0 == 0 } < 8) { mismatches.append("hasZeroByte: \(word)") }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// `bytes(in:from:through:)` on words of bytes below 0x80, every value at `position` over
    /// every background, for the ranges the name rules use and the edges: exact at every byte.
    @Test(arguments: 0..<8)
    func rangeFlagsAreExactAtEveryPosition(position: Int) {
        let ranges: [(UInt8, UInt8)] = [(0x01, 0x7F), (0x2D, 0x2E), (0x30, 0x39), (0x3A, 0x3A), (0x5F, 0x5F), (0x61, 0x7A), (0x7F, 0x7F)]
        var mismatches: [String] = []
        for (first, last) in ranges {
            for background in TestScale.current.sample(0...127, keeping: Self.edgeBytes) {
                for value in 0...127 {
                    let word = Self.word(UInt8(value), at: position, over: UInt8(background))
                    var expected: UInt64 = 0
                    for (index, byte) in Self.bytes(of: word).enumerated() where byte >= first && byte <= last {
                        expected |= 0x80 << UInt64(index * 8)
                    }
                    if ByteWord.bytes(in: word, from: first, through: last) != expected {
                        mismatches.append("\(first)...\(last): \(value) at \(position) over \(background)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// Every length up to 20, every byte value at every position, in a buffer of exactly that
    /// many bytes and as a slice followed by 0xFF bytes: `word(at:length:)` and `words` hold the
    /// bytes a byte loop places, with nothing from past the end; `word(at:)` the eight at the offset.
    @Test func loadsHoldTheBytesAndNothingPastThem() {
        var mismatches: [String] = []
        for count in 0...20 {
            for position in 0..<max(count, 1) {
                for value in 0...255 {
                    var bytes = (0..<count).map { UInt8(0x61 + $0) }
                    if count > 0 { bytes[position] = UInt8(value) }
                    var expected: (low: UInt64, high: UInt64) = (0, 0)
                    for (index, byte) in bytes.prefix(16).enumerated() {
                        if index < 8 {
                            expected.low |= UInt64(byte) << UInt64(index * 8)
                        } else {
                            expected.high |= UInt64(byte) << UInt64((index - 8) * 8)
                        }
                    }
                    let exact = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
                    _ = exact.initialize(from: bytes)
                    // A view whose bytes end where its memory does (AddressSanitizer sees a read past it).
                    let view = ByteView(unsafeStart: exact.baseAddress, count: count)
                    let fromExact = view.words
                    let loaded = view.word(at: 0, length: count)
                    var atOffsets = true
                    if count >= 8 {
                        for offset in 0...(count - 8) {
                            var word: UInt64 = 0
                            for index in 0..<8 { word |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
                            if view.word(at: offset) != word { atOffsets = false }
                        }
                    }
                    exact.deallocate()
                    let padded = bytes + [UInt8](repeating: 0xFF, count: 16)
                    let fromSlice = ByteView.with(padded) { $0.bytes(in: 0..<count).words }
                    if fromExact != expected || fromSlice != expected || loaded != expected.low || !atOffsets {
                        mismatches.append("\(count) bytes, \(value) at \(position)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// `ByteView.every(filler:_:)` with a test that refuses one byte value: every value at every
    /// place of runs of 1 to 20 bytes (and the empty run) is refused exactly when the run holds it;
    /// the filler never is.
    @Test func everyWordSeesEveryByte() {
        for refused in [0x00, 0x26, 0x7F, 0x80, 0xEF] as [UInt8] {
            let mismatches = PlacedByte.mismatches(values: 0...255) { placed in
                let bytes = placed.bytes
                let accepted = ByteView.with(bytes) { view in
                    view.every(filler: 0x41) { ByteWord.bytes(in: $0, equalTo: refused) == 0 }
                }
                return accepted == !bytes.contains(refused)
            }
            #expect(mismatches.isEmpty, "refusing \(refused), the first: \(mismatches.prefix(10))")
        }
        let empty = ByteView.with([UInt8](repeating: 0x61, count: 1)) { view in
            view.bytes(in: 0..<0).every(filler: 0x41) { $0 == ByteWord.repeating(0x41) }
        }
        #expect(empty)
    }

    /// Every length up to 40, a difference at every position: unequal; the same bytes in other
    /// storage: equal; runs of other lengths: unequal.
    @Test func equalRunsFindADifferenceAnywhere() {
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(0x61 + $0 % 26) }
            #expect(Self.equal(bytes, Array(bytes)), "length \(count)")
            for position in 0..<count {
                var changed = bytes
                changed[position] ^= 0x20
                #expect(!Self.equal(bytes, changed), "length \(count), difference at \(position)")
            }
            #expect(!Self.equal(bytes, bytes + [0x61]), "length \(count) against one more")
        }
    }

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        ByteView.with(a) { a in ByteView.with(b) { b in a.equals(b) } }
    }
}
