@_spi(VMLInternals) import VMLCore

/// Turns the names a document repeats (element and attribute names, modifiers, labels, members)
/// into strings once: a direct-mapped table of 256 entries keyed by the name's bytes (up to 16).
///
/// Noncopyable, owned by the style parser (the reader reaches it through its style parser), and
/// freed when that owner ends.
///
/// The unsafe code, and why it is sound: five tables of 256 entries the cache allocates,
/// initializes whole and frees itself; a slot is the top eight bits of a hash, so always below
/// 256.
@safe
struct NameCache: ~Copyable {
    private static let size = 256
    private let lows: UnsafeMutablePointer<UInt64>
    private let highs: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<Int>
    private let strings: UnsafeMutablePointer<String>
    /// Each slot's number in the source map's names (``LocationRecorder``), or -1.
    private let recordedIDs: UnsafeMutablePointer<Int32>

    init() {
        unsafe lows = .allocate(capacity: Self.size)
        unsafe highs = .allocate(capacity: Self.size)
        unsafe lengths = .allocate(capacity: Self.size)
        unsafe strings = .allocate(capacity: Self.size)
        unsafe lows.initialize(repeating: 0, count: Self.size)
        unsafe highs.initialize(repeating: 0, count: Self.size)
        unsafe lengths.initialize(repeating: -1, count: Self.size)
        unsafe strings.initialize(repeating: "", count: Self.size)
        unsafe recordedIDs = .allocate(capacity: Self.size)
        unsafe recordedIDs.initialize(repeating: -1, count: Self.size)
    }

    deinit {
        unsafe strings.deinitialize(count: Self.size)
        unsafe lows.deallocate()
        unsafe highs.deallocate()
        unsafe lengths.deallocate()
        unsafe strings.deallocate()
        unsafe recordedIDs.deallocate()
    }

    /// The string for `bytes` (valid UTF-8), from the table when it was seen before.
    @inline(__always)
    func string(_ bytes: ByteView) -> String {
        guard let slot = slot(of: bytes) else { return String(decoding: bytes, as: UTF8.self) }
        return unsafe strings[slot]
    }

    /// The string for `bytes` and its number in `recorder`'s names, kept in the name's slot, so a
    /// name the document repeats is looked up in the recorder once (not compared with its names
    /// each time).
    @inline(__always)
    func string(_ bytes: ByteView, numberedIn recorder: inout LocationRecorder) -> (String, Int32) {
        guard let slot = slot(of: bytes) else {
            let string = String(decoding: bytes, as: UTF8.self)
            return (string, recorder.id(of: string))
        }
        if unsafe recordedIDs[slot] < 0 { unsafe recordedIDs[slot] = unsafe recorder.id(of: strings[slot]) }
        return unsafe (strings[slot], recordedIDs[slot])
    }

    /// The slot that holds the string for `bytes`, filled now when it held another (or nothing);
    /// `nil` for a name longer than 16 bytes or empty, which is not kept.
    @inline(__always)
    private func slot(of bytes: ByteView) -> Int? {
        let count = bytes.count
        guard count > 0, count <= 16 else { return nil }
        let (low, high) = bytes.words
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(truncatingIfNeeded: mixed >> 56)
        if unsafe lengths[slot] == count, unsafe lows[slot] == low, unsafe highs[slot] == high {
            return slot
        }
        unsafe lows[slot] = low
        unsafe highs[slot] = high
        unsafe lengths[slot] = count
        unsafe strings[slot] = String(decoding: bytes, as: UTF8.self)
        unsafe recordedIDs[slot] = -1
        return slot
    }
}
