import Testing
@_spi(VMLInternals) import VMLCore

/// `SmallASCII`: short ASCII strings made from their words, against the standard library's own
/// strings. (Reading the words is tested through the serializer: NameTests and
/// TextAndCharacterTests write every ASCII byte at every place of names, values and texts.)
@Suite struct SmallASCIITests {
    /// Whether this platform is one the layout is read on (64-bit, little-endian).
    static var readsWords: Bool {
        #if _endian(little) && _pointerBitWidth(_64)
            true
        #else
            false
        #endif
    }

    @Test func theLayoutHoldsWhereItIsRead() {
        #expect(SmallASCII.layoutHolds == Self.readsWords)
    }

    /// Every byte (ASCII or not) at every place of runs of 0 to 20 bytes: a run of at most 15
    /// ASCII bytes makes the very string `String(decoding:as:)` makes (the same two words, so the
    /// same equality, hash and bytes); any other run makes none.
    @Test func madeStringsAreTheStandardLibrarysStrings() {
        var mismatches: [String] = []
        for count in 0...20 {
            for position in 0..<max(count, 1) {
                for value in 0...255 where count > 0 || value == 0 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    if count > 0 { bytes[position] = UInt8(value) }
                    let made = bytes.withUnsafeBufferPointer { SmallASCII.string($0, layoutHolds: SmallASCII.layoutHolds) }
                    let expected = String(decoding: bytes, as: UTF8.self)
                    let makesOne = Self.readsWords && count <= 15 && (count == 0 || value < 0x80)
                    guard let made else {
                        if makesOne { mismatches.append("\(count) bytes, \(value) at \(position): none made") }
                        continue
                    }
                    let sameWords = unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self)
                    if !makesOne || made != expected || !made.utf8.elementsEqual(bytes) || made.hashValue != expected.hashValue
                        || !sameWords
                    {
                        mismatches.append("\(count) bytes, \(value) at \(position)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }
}
