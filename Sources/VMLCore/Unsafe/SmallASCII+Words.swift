// Unsafe code: ``SmallASCII`` reads a small string's two words with `unsafeBitCast` and makes a
// string from two words the same way. Sound because:
// - the layout is checked before either is used: every entry point takes ``layoutHolds``,
//   which is `true` only on 64-bit little-endian platforms where `String` is 16 bytes and
//   strings made at run time (0, 2 and 15 ASCII bytes, a non-ASCII one, a large one) hold
//   exactly the words read here; it is `false` (and nothing is cast) anywhere else;
// - reading: only a string whose discriminator nibble says "small, ASCII" (0xE) is taken, and
//   nothing past its count is used (``SmallASCII/padded(with:)``);
// - making: the words are at most 15 bytes, all below 0x80 (checked here, or made of digits and
//   of bytes read from small ASCII strings), with the discriminator and count the standard
//   library writes for them: the very string `String(decoding:as:)` makes (SmallASCIITests
//   compares the words, equality, hash and bytes for every byte at every place).
// A small string owns no memory, so a cast string needs no retain or release.

extension SmallASCII {
    /// `nil` unless `string` is small and ASCII and `layoutHolds` (``layoutHolds``, read once by
    /// the caller: reading a static costs a call each time).
    @inlinable @inline(__always)
    @_spi(VMLInternals) public init?(_ string: String, layoutHolds: Bool) {
        #if _endian(little) && _pointerBitWidth(_64)
            guard layoutHolds else { return nil }
            let words = unsafe unsafeBitCast(string, to: (UInt64, UInt64).self)
            guard words.1 >> 60 == 0xE else { return nil }
            self.init(low: words.0, high: words.1 & 0x00FF_FFFF_FFFF_FFFF, count: Int(truncatingIfNeeded: words.1 >> 56 & 0xF))
        #else
            return nil
        #endif
    }

    /// The string of `bytes` when they are at most 15 ASCII bytes, made from its two words: the
    /// same string `String(decoding:as:)` makes of them (ASCII is valid UTF-8), without the
    /// call; `nil` for any other bytes, or unless `layoutHolds` (``layoutHolds``).
    ///
    /// ```swift
    /// ByteView.with(Array("Row 7".utf8)) { SmallASCII.string($0, layoutHolds: SmallASCII.layoutHolds) }
    /// // "Row 7" (64-bit, little-endian)
    /// ```
    @inlinable @inline(__always)
    @_spi(VMLInternals) public static func string(_ bytes: ByteView, layoutHolds: Bool) -> String? {
        #if _endian(little) && _pointerBitWidth(_64)
            guard layoutHolds, bytes.count <= 15 else { return nil }
            let (low, high) = bytes.words
            guard ByteWord.nonASCIIBytes(low | high) == 0 else { return nil }
            return unsafe unsafeBitCast((low, high | (0xE0 | UInt64(bytes.count)) << 56), to: String.self)
        #else
            return nil
        #endif
    }

    /// The string of these bytes then the `added` bytes of `bytes` (little-endian, nothing set
    /// past them), at most 15 in all. Reached only where ``init(_:layoutHolds:)`` made one.
    @inlinable @inline(__always)
    func string(appending bytes: UInt128, count added: Int) -> String? {
        #if _endian(little) && _pointerBitWidth(_64)
            let (low, high) = padded(with: 0)
            let joined = (UInt128(high) &<< 64 | UInt128(low)) | bytes &<< UInt128(count &* 8)
            let total = UInt64(count &+ added)
            return unsafe unsafeBitCast(
                (UInt64(truncatingIfNeeded: joined), UInt64(truncatingIfNeeded: joined &>> 64) | (0xE0 | total) << 56), to: String.self)
        #else
            return nil
        #endif
    }

    /// Whether strings made at run time have the layout ``init(_:layoutHolds:)`` reads (and
    /// ``string(_:layoutHolds:)`` makes): read once per writer or reader, not per string.
    ///
    /// ```swift
    /// SmallASCII.layoutHolds   // true on 64-bit little-endian platforms (SmallASCIITests checks it)
    /// ```
    @_spi(VMLInternals) public static let layoutHolds: Bool = {
        #if _endian(little) && _pointerBitWidth(_64)
            guard MemoryLayout<String>.size == 16 else { return false }
            // Made at run time, not literals: 0, 2 and 15 bytes.
            let letters = String(decoding: Array("abcdefghijklmno".utf8), as: UTF8.self)
            let expected: [(String, low: UInt64, high: UInt64)] = [
                (String(letters.prefix(0)), 0, 0xE0 << 56),
                (String(letters.prefix(2)), 0x6261, 0xE2 << 56),
                (letters, 0x6867_6665_6463_6261, 0xEF6F_6E6D_6C6B_6A69),
            ]
            for (string, low, high) in expected {
                let words = unsafe unsafeBitCast(string, to: (UInt64, UInt64).self)
                guard words.0 == low, words.1 == high else { return false }
            }
            // Not small ASCII: a non-ASCII small string and a large one.
            let accented = String(decoding: [0xC3, 0xA9], as: UTF8.self)
            let large = String(decoding: Array(repeating: UInt8(0x61), count: 40), as: UTF8.self)
            for string in [accented, large] where unsafe unsafeBitCast(string, to: (UInt64, UInt64).self).1 >> 60 == 0xE {
                return false
            }
            return true
        #else
            return false
        #endif
    }()
}
