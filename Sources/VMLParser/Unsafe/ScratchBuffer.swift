@_spi(VMLInternals) import VMLCore

/// A growable byte buffer the reader reuses for every decoded value, so decoding allocates
/// only when the buffer grows.
///
/// Noncopyable: exactly one owner, and the memory is freed when that owner ends, so no copy
/// can outlive it or free it twice.
///
/// The unsafe code, and why it is sound: the bytes live in memory the buffer allocates, grows and
/// frees itself; every append makes room first, `count` never passes `capacity` (setting it
/// checks), and ``bytes`` views `0..<count` only. That view is the one thing to use with care: it
/// is valid until the next append, which may move the bytes (the reader reads a decoded value
/// before it decodes the next).
@safe
struct ScratchBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written; set it only to go back (to zero, or to drop the last bytes).
    var count = 0 {
        willSet { precondition(newValue >= 0 && newValue <= capacity, "ScratchBuffer: count out of range") }
    }

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
        let target = unsafe base + count
        unsafe bytes.withContiguousStorageIfAvailable { source in
            unsafe target.update(from: source.baseAddress.unsafelyUnwrapped, count: source.count)
        }
        count += bytes.count
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
