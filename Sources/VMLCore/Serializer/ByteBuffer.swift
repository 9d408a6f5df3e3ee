/// The serializer's output while it writes: raw memory grown by doubling, so appending a byte
/// or a run is a bounds check and a copy (no array uniqueness or capacity bookkeeping per call).
///
/// The writer owns one for one `serialize` call and frees it with ``deallocate()``; the bytes
/// are copied into the caller's buffer once, at the end, and not at all when writing fails.
struct ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        self.base = .allocate(capacity: self.capacity)
    }

    /// The bytes written so far.
    var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if count + repeats > capacity { grow(toAtLeast: count + repeats) }
        (base + count).update(repeating: byte, count: repeats)
        count += repeats
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Frees the memory; the buffer must not be used after.
    func deallocate() {
        base.deallocate()
    }
}
