/// The serializer's output while it writes: bytes go into a small fixed block of raw memory,
/// so appending a byte or a run is a bounds check and a copy (no array uniqueness or capacity
/// bookkeeping per call), and each full block is appended to `output` in one copy.
///
/// The block (64 KiB for a document) is allocated once per call and freed with ``deallocate()``;
/// `output` is the caller's own array (swapped in). A buffer that keeps its first block
/// (``init(keeping:)``, for a caller's array with room to spare) writes straight into that
/// array's spare capacity, allocates nothing while it fits, and sends only what does not fit
/// through a block of its own to `output`.
@unsafe
struct ByteBuffer {
    /// The bytes flushed so far (the caller's array, swapped in; what did not fit in a kept block).
    var output: [UInt8] = []
    private var base: UnsafeMutablePointer<UInt8>
    private var pending = 0
    private var capacity: Int
    /// Whether the block was allocated here (and ``deallocate()`` frees it).
    private var ownsBlock: Bool
    /// Whether the block is the caller's and its bytes stay there (``init(keeping:)``).
    private var keepsBlock = false
    /// How many bytes stay in the kept block, once it is full or ``finish()`` is called.
    private(set) var kept = 0

    init(capacity: Int = 1 << 16) {
        unsafe self.capacity = max(capacity, 16)
        unsafe base = .allocate(capacity: self.capacity)
        unsafe ownsBlock = true
    }

    /// A buffer over the caller's block (a temporary allocation on the stack, say), which
    /// ``deallocate()`` leaves alone; the block must outlive the buffer.
    init(block: UnsafeMutableBufferPointer<UInt8>) {
        unsafe capacity = block.count
        unsafe base = unsafe block.baseAddress ?? .allocate(capacity: 16)
        unsafe ownsBlock = unsafe block.baseAddress != nil ? false : true
    }

    /// A buffer that writes into `block` where it stands (the spare capacity of the caller's
    /// array), then, once it is full, into a block of its own flushed to `output`; ``kept`` tells
    /// how many bytes stay in `block`.
    init(keeping block: UnsafeMutableBufferPointer<UInt8>) {
        unsafe self.init(block: block)
        unsafe keepsBlock = true
    }

    /// How many bytes are written: kept, flushed and pending.
    var count: Int { unsafe kept + output.count + pending }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if unsafe pending == capacity { unsafe flush() }
        unsafe base[pending] = byte
        unsafe pending += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if unsafe pending + bytes.count > capacity {
            unsafe flush()
            if unsafe bytes.count > capacity {
                unsafe output.append(contentsOf: bytes)
                return
            }
        }
        if bytes.count <= 16 {
            unsafe Self.copyShort(from: source, to: base + pending, count: bytes.count)
        } else {
            unsafe (base + pending).update(from: source, count: bytes.count)
        }
        unsafe pending += bytes.count
    }

    /// Appends the first `count` (at most 16) of the 16 bytes `low` and `high` hold, little-endian:
    /// two stores of a word each when the block has room for both.
    /// (Bytes past `count` may be written too, in the block's free room, and are overwritten by
    /// what comes next.)
    @inline(__always)
    mutating func append(words low: UInt64, _ high: UInt64, count: Int) {
        guard unsafe pending + 16 <= capacity else {
            unsafe appendSlowly(words: low, high, count: count)
            return
        }
        let to = unsafe UnsafeMutableRawPointer(base + pending)
        unsafe to.storeBytes(of: low.littleEndian, as: UInt64.self)
        unsafe to.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
        unsafe pending += count
    }

    /// ``append(words:_:count:)`` near the end of the block (or in a block under 16 bytes).
    @inline(never)
    private mutating func appendSlowly(words low: UInt64, _ high: UInt64, count: Int) {
        for index in 0..<Swift.min(count, 16) {
            unsafe append(UInt8(truncatingIfNeeded: (index < 8 ? low : high) >> UInt64((index & 7) * 8)))
        }
    }

    /// Lets `body` write up to `maximum` bytes where they stand in the block (flushed first when
    /// it has less room left), with no text made first; `body` returns how many it wrote, or `nil`
    /// for none. Returns `false` when nothing was written (the caller then appends a run).
    @inline(__always)
    mutating func appendInPlace(upTo maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> Bool {
        if unsafe pending + maximum > capacity {
            unsafe flush()
            guard unsafe maximum <= capacity else { return false }
        }
        guard let written = unsafe body(UnsafeMutableBufferPointer(start: base + pending, count: capacity - pending)) else { return false }
        unsafe pending += written
        return true
    }

    /// Copies up to 16 bytes with two loads and two stores that may overlap (never reading or
    /// writing outside either range), instead of a call to `memmove`: most runs the serializer
    /// writes (names, short values) are this short.
    @inline(__always)
    private static func copyShort(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = unsafe UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            let head = unsafe from.loadUnaligned(as: UInt64.self)
            let tail = unsafe from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            unsafe to.storeBytes(of: head, as: UInt64.self)
            unsafe to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = unsafe from.loadUnaligned(as: UInt32.self)
            let tail = unsafe from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            unsafe to.storeBytes(of: head, as: UInt32.self)
            unsafe to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count > 0 {
            unsafe target[0] = unsafe source[0]
            unsafe target[count / 2] = unsafe source[count / 2]
            unsafe target[count - 1] = unsafe source[count - 1]
        }
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        var remaining = max(0, repeats)
        // Eight bytes a store when the run fits with room to spare (an indentation, usually).
        if remaining <= 64, unsafe pending + remaining + 8 <= capacity {
            let word = ByteWord.repeating(byte)
            let raw = unsafe UnsafeMutableRawPointer(base + pending)
            var offset = 0
            while offset < remaining {
                unsafe raw.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            unsafe pending += remaining
            return
        }
        while remaining > 0 {
            if unsafe pending == capacity { unsafe flush() }
            let run = unsafe min(remaining, capacity - pending)
            unsafe (base + pending).update(repeating: byte, count: run)
            unsafe pending += run
            remaining -= run
        }
    }

    /// Moves the pending bytes to `output`; a kept block keeps them, and the bytes after them
    /// go to a block of this buffer's own.
    mutating func flush() {
        if unsafe keepsBlock {
            unsafe keepsBlock = false
            unsafe kept = unsafe pending
            if unsafe ownsBlock { unsafe base.deallocate() }
            unsafe capacity = 1 << 16
            unsafe base = .allocate(capacity: capacity)
            unsafe ownsBlock = true
            unsafe pending = 0
            return
        }
        unsafe output.append(contentsOf: UnsafeBufferPointer(start: base, count: pending))
        unsafe pending = 0
    }

    /// Ends the writing: the pending bytes stay in a kept block that never filled, or go to
    /// `output`.
    mutating func finish() {
        if unsafe keepsBlock {
            unsafe keepsBlock = false
            unsafe kept = unsafe pending
            unsafe pending = 0
        } else {
            unsafe flush()
        }
    }

    /// Frees the block; the buffer must not be appended to after.
    func deallocate() {
        if unsafe ownsBlock { unsafe base.deallocate() }
    }
}
