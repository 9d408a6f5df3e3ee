import Testing
@_spi(VMLInternals) import VMLCore
import VMLTestSupport

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
                    let made = ByteView.with(bytes) { SmallASCII.string($0, layoutHolds: SmallASCII.layoutHolds) }
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

    /// Every pair of pieces (and strings made by changing one byte of a piece): two small ASCII
    /// strings have equal keys exactly when they are equal, and a key's words hold the bytes
    /// with zeros after them.
    @Test func keysAreEqualExactlyWhenTheStringsAre() {
        var strings = Self.pieces
        for piece in Self.pieces where !piece.isEmpty && piece.utf8.count <= 15 {
            var bytes = Array(piece.utf8)
            bytes[bytes.count - 1] ^= 1
            strings.append(String(decoding: bytes, as: UTF8.self))
        }
        var mismatches: [String] = []
        for first in strings {
            guard let a = SmallASCII(first, layoutHolds: SmallASCII.layoutHolds) else {
                if Self.readsWords, first.utf8.count <= 15, first.utf8.allSatisfy({ $0 < 0x80 }) { mismatches.append("\(first): none") }
                continue
            }
            var padded = Array(first.utf8) + [UInt8](repeating: 0, count: 16 - first.utf8.count)
            let low = padded.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            padded.removeFirst(8)
            let high = padded.prefix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            if a.key != (low, high, first.utf8.count) { mismatches.append("\(first): key") }
            for second in strings {
                guard let b = SmallASCII(second, layoutHolds: SmallASCII.layoutHolds) else { continue }
                if (a.key == b.key) != (first == second) { mismatches.append("\(first) / \(second)") }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// Strings of 0 to 16 bytes: ASCII, with a `%`, and not ASCII.
    static let pieces: [String] = {
        let letters = "abcdefghijklmnop"
        var pieces = (0...16).map { String(letters.prefix($0)) }
        pieces += ["%", "50%", "a%b", "%lld", "é", "aé", "abcdefghijklmn%", "👋"]
        // Made at run time as well as written as literals: both have the small form.
        return pieces + pieces.map { String(decoding: Array($0.utf8), as: UTF8.self) }
    }()

    /// Every pair of pieces, refusing `%` or not: two small ASCII strings of at most 15 bytes
    /// together make the very string `first + second` makes (the same two words); any other pair
    /// makes none, and neither does a second with the refused byte.
    @Test func joinedStringsAreTheStandardLibrarysAppends() {
        var mismatches: [String] = []
        for first in Self.pieces {
            for second in Self.pieces {
                for refused in [nil, UInt8(ascii: "%")] as [UInt8?] {
                    let made = SmallASCII.joined(first, second, refusing: refused, layoutHolds: SmallASCII.layoutHolds)
                    let expected = first + second
                    let isSmallASCII = { (string: String) in string.utf8.count <= 15 && string.utf8.allSatisfy { $0 < 0x80 } }
                    let makesOne =
                        Self.readsWords && isSmallASCII(first) && isSmallASCII(second) && isSmallASCII(expected)
                        && (refused.map { !second.utf8.contains($0) } ?? true)
                    if let made {
                        let sameWords = unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self)
                        if !makesOne || made != expected || !sameWords {
                            mismatches.append("\(first) + \(second), refusing \(refused as Any)")
                        }
                    } else if makesOne {
                        mismatches.append("\(first) + \(second), refusing \(refused as Any): none made")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }

    /// Every power of ten, one less and one more, both signs, the extremes and a thousand seeded
    /// random values, after heads of 0 to 15 bytes: the text `head + String(value)` when it is at
    /// most 15 bytes (the same two words), none otherwise.
    @Test func joinedDecimalsAreTheStandardLibrarysDigits() {
        var values: [Int64] = [0, .min, .max, .min + 1, .max - 1]
        var power: Int64 = 1
        for _ in 0...18 {
            values += [power, power - 1, power + 1, -power, -(power - 1), -(power + 1)]
            if power <= Int64.max / 10 { power *= 10 }
        }
        var generator = SeededGenerator(seed: 0x5EED)
        values += (0..<1_000).map { _ in Int64(bitPattern: generator.next()) >> Int64.random(in: 0...63, using: &generator) }
        var mismatches: [String] = []
        for length in 0...15 {
            let head = String(repeating: "r", count: length)
            for value in values {
                let made = SmallASCII.joined(head, decimal: value, layoutHolds: SmallASCII.layoutHolds)
                let expected = head + String(value)
                let makesOne = Self.readsWords && expected.utf8.count <= 15
                if let made {
                    let sameWords = unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self)
                    if !makesOne || made != expected || !sameWords { mismatches.append("\(head) + \(value): \(made)") }
                } else if makesOne {
                    mismatches.append("\(head) + \(value): none made")
                }
            }
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
        // A head that is not small ASCII makes none.
        #expect(SmallASCII.joined("é", decimal: 1, layoutHolds: SmallASCII.layoutHolds) == nil)
    }
}
