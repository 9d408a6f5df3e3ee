/// A growable byte buffer the reader reuses for every decoded value, so decoding allocates
/// only when the buffer grows.
///
/// Noncopyable: exactly one owner, and the memory is freed when that owner ends, so no copy
/// can outlive it or free it twice.
@unsafe
struct ScratchBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int = 256) {
        unsafe self.capacity = max(capacity, 16)
        unsafe self.base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        unsafe base.deallocate()
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if unsafe count == capacity { unsafe grow(to: count + 1) }
        unsafe base[count] = byte
        unsafe count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if unsafe count + bytes.count > capacity { unsafe grow(to: count + bytes.count) }
        unsafe (base + count).update(from: source, count: bytes.count)
        unsafe count += bytes.count
    }

    /// Appends the UTF-8 form of `scalar`.
    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII { return unsafe append(UInt8(truncatingIfNeeded: scalar.value)) }
        for unit in UTF8.encode(scalar) ?? UTF8.EncodedScalar() { unsafe append(unit) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = unsafe capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        unsafe newBase.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = unsafe newBase
        unsafe capacity = newCapacity
    }

    /// The bytes written so far. Valid until the next append (which may move them); the
    /// memory itself lives as long as the buffer.
    var bytes: UnsafeBufferPointer<UInt8> {
        unsafe UnsafeBufferPointer(start: base, count: count)
    }

    /// The first `length` bytes as a string.
    func string(length: Int) -> String {
        unsafe String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
    }
}
