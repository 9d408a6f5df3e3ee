/// Turns the names a document repeats (element and attribute names, modifiers, labels, members)
/// into strings once: a direct-mapped table of 256 entries keyed by the name's bytes (up to 16).
///
/// Noncopyable, owned by the style parser (the reader reaches it through its style parser), and
/// freed when that owner ends.
struct NameCache: ~Copyable {
    private static let size = 256
    private let lows: UnsafeMutablePointer<UInt64>
    private let highs: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<Int>
    private let strings: UnsafeMutablePointer<String>

    init() {
        lows = .allocate(capacity: Self.size)
        highs = .allocate(capacity: Self.size)
        lengths = .allocate(capacity: Self.size)
        strings = .allocate(capacity: Self.size)
        lows.initialize(repeating: 0, count: Self.size)
        highs.initialize(repeating: 0, count: Self.size)
        lengths.initialize(repeating: -1, count: Self.size)
        strings.initialize(repeating: "", count: Self.size)
    }

    deinit {
        strings.deinitialize(count: Self.size)
        for pointer in [lows, highs] { pointer.deallocate() }
        lengths.deallocate()
        strings.deallocate()
    }

    /// The string for `bytes` (valid UTF-8), from the table when it was seen before.
    @inline(__always)
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count > 0, count <= 16, let base = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // The bytes as two little-endian words, built in registers.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < count && index < 8 {
            low |= UInt64(base[index]) &<< UInt64(index &* 8)
            index += 1
        }
        while index < count {
            high |= UInt64(base[index]) &<< UInt64((index &- 8) &* 8)
            index += 1
        }
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(truncatingIfNeeded: mixed >> 56)
        if lengths[slot] == count, lows[slot] == low, highs[slot] == high {
            return strings[slot]
        }
        let string = String(decoding: bytes, as: UTF8.self)
        lows[slot] = low
        highs[slot] = high
        lengths[slot] = count
        strings[slot] = string
        return string
    }
}
