/// The bytes of a small ASCII string, read from the two words the string itself is made of.
///
/// A Swift string of at most 15 ASCII bytes holds them in its own 16 bytes (its "small" form,
/// fixed by the standard library's ABI on Apple systems): the first word holds bytes 0–7 and the
/// second bytes 8–14, with a discriminator (`0xE`: small, ASCII) in its top four bits and the
/// count in the four below. Reading them there costs a few instructions, against a call and a
/// span for ``ByteView/with(_:_:)-(String,_)``; the rules then read them a word at a time
/// (``VMLName/isStyleName(small:)``, ``VMLByteWriter/needsNoLook(small:)``), and short strings
/// are joined in them (``joined(_:_:refusing:layoutHolds:)``, for the DSL's interpolated keys).
///
/// The words are read from a string, and strings made from them, in `Unsafe/SmallASCII+Words.swift`
/// (the one place that knows the layout). The layout is checked once at run time
/// (``layoutHolds``) against strings made at run time; where it does not hold, or on a big-endian
/// or 32-bit platform, ``init(_:layoutHolds:)`` answers `nil` and callers read the bytes through
/// ``ByteView``. Nothing past `count` is read, and no rule takes
/// the ASCII flag on trust: each refuses bytes above 0x7F or passes them as the byte path does.
///
/// ```swift
/// SmallASCII("font", layoutHolds: SmallASCII.layoutHolds)?.count   // 4 (64-bit, little-endian)
/// SmallASCII("é", layoutHolds: SmallASCII.layoutHolds)              // nil: not ASCII
/// ```
@_spi(VMLInternals) public struct SmallASCII {
    /// Bytes 0–7, little-endian (what lies past `count` is not read).
    @usableFromInline let low: UInt64
    /// Bytes 8–14, little-endian (what lies past `count` is not read).
    @usableFromInline let high: UInt64
    /// How many bytes, 0 to 15.
    @usableFromInline let count: Int

    /// The bytes as read from a string's words (``init(_:layoutHolds:)``).
    @inlinable @inline(__always)
    init(low: UInt64, high: UInt64, count: Int) {
        self.low = low
        self.high = high
        self.count = count
    }

    /// The bytes with `filler` in every byte past `count`, so a check a word at a time sees only
    /// the string's bytes and the filler (the words past `count` are never read as they stand).
    @inlinable @inline(__always)
    func padded(with filler: UInt64) -> (low: UInt64, high: UInt64) {
        if count < 8 {
            let mask: UInt64 = (1 << UInt64(count &* 8)) &- 1
            return (low & mask | filler & ~mask, filler)
        }
        let mask: UInt64 = (1 << UInt64((count &- 8) &* 8)) &- 1
        return (low, high & mask | filler & ~mask)
    }

    /// The first byte (zero when there is none).
    @inline(__always)
    var first: UInt8 { count > 0 ? UInt8(truncatingIfNeeded: low) : 0 }

    /// The bytes as a key: the two words with zeros past `count`, and the count. Two small ASCII
    /// strings are equal exactly when their keys are.
    ///
    /// ```swift
    /// SmallASCII("id", layoutHolds: SmallASCII.layoutHolds)?.key   // (0x6469, 0, 2) (64-bit, little-endian)
    /// ```
    @inlinable @inline(__always)
    @_spi(VMLInternals) public var key: (low: UInt64, high: UInt64, count: Int) {
        let words = padded(with: 0)
        return (words.low, words.high, count)
    }

    /// Whether the first or the last byte is a space (text escapes them at its edges).
    @inline(__always)
    var hasEdgeSpace: Bool {
        guard count > 0 else { return false }
        let lastIndex = count &- 1
        let last = lastIndex < 8 ? low >> UInt64(lastIndex &* 8) : high >> UInt64((lastIndex &- 8) &* 8)
        return low & 0xFF == 0x20 || last & 0xFF == 0x20
    }

    /// Whether one of the bytes is `byte`: both words at once, with the bytes past `count`
    /// filled with another value.
    @inlinable @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let (low, high) = padded(with: ByteWord.repeating(byte ^ 0x01))
        return ByteWord.bytes(in: low, equalTo: byte) | ByteWord.bytes(in: high, equalTo: byte) != 0
    }

    /// `first` then `second` when both are small ASCII strings of at most 15 bytes together and
    /// `second` has no `refused` byte: made from their words, the same string `first + second`
    /// makes, without the standard library's append (about 150 instructions). `nil` otherwise,
    /// and unless `layoutHolds` (``layoutHolds``).
    ///
    /// ```swift
    /// SmallASCII.joined("Row ", "%lld", layoutHolds: SmallASCII.layoutHolds)                  // "Row %lld"
    /// SmallASCII.joined("Done: 50", "%", refusing: 0x25, layoutHolds: SmallASCII.layoutHolds)  // nil
    /// ```
    @inlinable @inline(__always)
    @_spi(VMLInternals) public static func joined(
        _ first: String, _ second: String, refusing refused: UInt8? = nil, layoutHolds: Bool
    ) -> String? {
        guard let head = SmallASCII(first, layoutHolds: layoutHolds), let tail = SmallASCII(second, layoutHolds: layoutHolds),
            head.count &+ tail.count <= 15
        else { return nil }
        if let refused, tail.contains(refused) { return nil }
        let (low, high) = tail.padded(with: 0)
        return head.string(appending: UInt128(high) &<< 64 | UInt128(low), count: tail.count)
    }

    /// `first` then the decimal digits of `value` (after a `-` when it is negative), as
    /// `String(value)` writes them, when they make a small ASCII string of at most 15 bytes: made
    /// from the words, without formatting a string for the number and appending it. `nil`
    /// otherwise, and unless `layoutHolds` (``layoutHolds``).
    ///
    /// ```swift
    /// SmallASCII.joined("Row ", decimal: -12, layoutHolds: SmallASCII.layoutHolds)               // "Row -12"
    /// SmallASCII.joined("Row ", decimal: 1_000_000_000_000, layoutHolds: SmallASCII.layoutHolds) // nil: 17 bytes
    /// ```
    @inlinable
    @_spi(VMLInternals) public static func joined(_ first: String, decimal value: Int64, layoutHolds: Bool) -> String? {
        guard let head = SmallASCII(first, layoutHolds: layoutHolds) else { return nil }
        let room = 15 &- head.count &- (value < 0 ? 1 : 0)
        var magnitude = value.magnitude
        // The last digit first, each one shifted up by the next: byte 0 ends with the first.
        var digits: UInt128 = 0
        var count = 0
        repeat {
            guard count < room else { return nil }
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
            digits = digits &<< 8 | UInt128(0x30 | remainder)
            count &+= 1
            magnitude = quotient
        } while magnitude > 0
        if value < 0 {
            digits = digits &<< 8 | 0x2D  // "-"
            count &+= 1
        }
        return head.string(appending: digits, count: count)
    }
}
