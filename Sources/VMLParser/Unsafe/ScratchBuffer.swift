@_spi(VMLInternals) import VMLCore

/// A growable byte buffer the reader reuses for every decoded value, so decoding allocates
/// only when the buffer grows.
///
/// Noncopyable: exactly one owner, and the memory is freed when that owner ends, so no copy
/// can outlive it or free it twice.
///
/// The unsafe code, and why it is sound: the bytes live in memory the buffer allocates, grows and
/// frees itself; every append makes room first, `count` never passes `capacity` (only appends
/// raise it), and ``bytes`` views `0..<count` only. That view is the one thing to use with care: it
/// is valid until the next append, which may move the bytes (the reader reads a decoded value
/// before it decodes the next).
@safe
struct ScratchBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        unsafe self.base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        unsafe base.deallocate()
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        unsafe base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: ByteView) {
        guard !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        unsafe (UnsafeMutableRawPointer(base) + count).copyMemory(from: bytes.unsafeStart.unsafelyUnwrapped, byteCount: bytes.count)
        count += bytes.count
    }

    /// Empties the buffer (its memory stays, for the next value).
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// The byte at `index`, which must be below `count`.
    subscript(index: Int) -> UInt8 {
        get {
            precondition(index >= 0 && index < count, "ScratchBuffer: index out of range")
            return unsafe base[index]
        }
        set {
            precondition(index >= 0 && index < count, "ScratchBuffer: index out of range")
            unsafe base[index] = newValue
        }
    }

    /// Appends the bytes of `array` in `range` (within the array).
    mutating func append(_ array: [UInt8], in range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= array.count, "ScratchBuffer: range out of bounds")
        guard !range.isEmpty else { return }
        if count + range.count > capacity { grow(to: count + range.count) }
        let target = unsafe UnsafeMutableRawPointer(base) + count
        unsafe array.withUnsafeBytes { source in
            unsafe target.copyMemory(from: source.baseAddress.unsafelyUnwrapped + range.lowerBound, byteCount: range.count)
        }
        count += range.count
    }

    /// Appends the UTF-8 form of `scalar`.
    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII { return append(UInt8(truncatingIfNeeded: scalar.value)) }
        for unit in UTF8.encode(scalar) ?? UTF8.EncodedScalar() { append(unit) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        unsafe newBase.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = unsafe newBase
        capacity = newCapacity
    }

    /// The bytes written so far. Valid until the next append (which may move them); the
    /// memory itself lives as long as the buffer.
    var bytes: ByteView {
        unsafe ByteView(unsafeStart: base, count: count)
    }

    /// The first `length` bytes as a string.
    func string(length: Int) -> String {
        precondition(length >= 0 && length <= count, "ScratchBuffer: length out of range")
        return unsafe String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
    }
}
