import Testing
@_spi(VMLInternals) import VMLCore

/// `ByteRuns.equal`, which the parser's tables and the DSL's part sharing compare texts with:
/// it reads the last eight bytes first, then the words before them.
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

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in ByteRuns.equal(a, b) } }
    }
}
