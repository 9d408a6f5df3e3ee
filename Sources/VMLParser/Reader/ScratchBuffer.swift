/// A growable byte buffer the reader reuses for every decoded value, so decoding allocates
/// only when the buffer grows.
///
/// Noncopyable: exactly one owner, and the memory is freed when that owner ends, so no copy
/// can outlive it or free it twice.
struct ScratchBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        self.base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
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
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes written so far. Valid until the next append (which may move them); the
    /// memory itself lives as long as the buffer.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// The first `length` bytes as a string.
    func string(length: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
    }
}
