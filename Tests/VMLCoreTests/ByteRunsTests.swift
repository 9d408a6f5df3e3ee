import Testing
@_spi(VMLInternals) import VMLCore

/// `ByteRuns.equal`, which the parser's tables and the DSL's part sharing compare texts with:
/// it reads the last eight bytes first, then the words before them; and `ByteRuns.words`, the
/// first 16 bytes of a run as two words, which the parser's name table and `SmallASCII` read.
@Suite struct ByteRunsTests {
    /// Every length up to 40, a difference at every position: unequal; the same bytes in other
    /// storage: equal; runs of other lengths: unequal.
    @Test func findsADifferenceAnywhere() {
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

    /// Every length up to 20, every byte value at every position, in a buffer of exactly that
    /// many bytes (so AddressSanitizer, in CI, sees any load past the end) and as a slice followed
    /// by 0xFF bytes: the words a byte-by-byte loop builds, with nothing from past the end.
    @Test func wordsHoldTheFirstSixteenBytes() {
        var mismatches: [String] = []
        for count in 0...20 {
            for position in 0..<max(count, 1) {
                for value in [0, 1, 0x41, 0x7F, 0x80, 0xFF] as [UInt8] {
                    var bytes = (0..<count).map { UInt8(0x61 + $0) }
                    if count > 0 { bytes[position] = value }
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
                    let fromExact = ByteRuns.words(UnsafeBufferPointer(exact))
                    exact.deallocate()
                    let padded = bytes + [UInt8](repeating: 0xFF, count: 16)
                    let fromSlice = padded.withUnsafeBufferPointer { ByteRuns.words(UnsafeBufferPointer(rebasing: $0[0..<count])) }
                    if fromExact != expected || fromSlice != expected { mismatches.append("\(count) bytes, \(value) at \(position)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in ByteRuns.equal(a, b) } }
    }
}
