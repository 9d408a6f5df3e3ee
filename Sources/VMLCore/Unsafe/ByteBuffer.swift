// Unsafe code here: the serializer's output block, raw memory written through a pointer (bytes,
// 8-byte words, short overlapping copies, runs copied from a ByteView or a StaticString).
// Why it is sound: every write lands in `base[pending..<capacity]`: each append first makes room
// (flushing the block to `output`, or sending a run longer than the block straight there), then
// writes at most what it made room for; counts the caller gives are checked (`precondition`).
// The block is either allocated here and freed once, by `deinit` (the type is `~Copyable`, so
// no copy frees it twice or outlives it), or borrowed from a caller's scope
// (`VMLByteWriter+Blocks.swift`), which checks when the scope ends that the buffer made over its
// block is the one it gets back (so none escapes it) and never frees it.

/// The serializer's output while it writes: bytes go into a small fixed block of raw memory,
/// so appending a byte or a run is a check and a copy (no array uniqueness or capacity
/// bookkeeping per call), and each full block is appended to `output` in one copy.
///
/// The block (64 KiB for a document) is allocated once per buffer and freed when the buffer
/// ends; `output` is the caller's own array (swapped in). A buffer that keeps its first block
/// (a caller's array's spare capacity, see ``VMLByteWriter/withSpareCapacity(of:room:pretty:_:)``)
/// writes straight into it, allocates nothing while it fits, and sends only what does not fit
/// through a block of its own to `output`.
@safe
struct ByteBuffer: ~Copyable {
    /// The bytes flushed so far (the caller's array, swapped in; what did not fit in a kept block).
    var output: [UInt8] = []
    private var base: UnsafeMutablePointer<UInt8>
    private var pending = 0
    private var capacity: Int
    /// Whether the block was allocated here (and `deinit` frees it).
    private var ownsBlock: Bool
    /// Whether the block is the caller's and its bytes stay there.
    private var keepsBlock = false
    /// How many bytes stay in the kept block, once it is full or ``finish()`` is called.
    private(set) var kept = 0
    /// The start of the caller's block the buffer was made over, if any: what the scope that lent
    /// it checks it gets back (``lends(_:)``), and where the kept bytes stand.
    private let borrowed: UnsafeMutablePointer<UInt8>?

    /// A buffer with a block of its own of `capacity` bytes (at least 16).
    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        unsafe base = .allocate(capacity: self.capacity)
        ownsBlock = true
        unsafe borrowed = nil
    }

    /// A buffer over the caller's `block`, which it never frees; `keeping`: the bytes written
    /// stay in the block (``kept``) and, once it is full, the rest goes through a block of the
    /// buffer's own to `output`; otherwise each full block is flushed to `output`. The block must
    /// outlive the buffer: only the scoped makers in `VMLByteWriter+Blocks.swift` call this.
    @unsafe
    init(block: UnsafeMutableBufferPointer<UInt8>, keeping: Bool) {
        if let start = block.baseAddress, block.count >= 16 {
            capacity = block.count
            unsafe base = start
            ownsBlock = false
        } else {  // too small to be worth it: a block of its own
            capacity = 16
            unsafe base = .allocate(capacity: 16)
            ownsBlock = true
        }
        unsafe borrowed = block.baseAddress
        keepsBlock = keeping && !ownsBlock
    }

    deinit {
        if ownsBlock { unsafe base.deallocate() }
    }

    /// Whether this buffer was made over `block` (the scope that lent it checks this).
    @unsafe
    func lends(_ block: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        unsafe borrowed == block.baseAddress
    }

    /// How many bytes are written: kept, flushed and pending.
    var count: Int { kept + output.count + pending }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if pending == capacity { flush() }
        unsafe base[pending] = byte
        pending &+= 1
    }

    /// Appends the bytes of `bytes`.
    @inline(__always)
    mutating func append(_ bytes: ByteView) {
        let count = bytes.count
        guard count > 0, let source = unsafe bytes.storage else { return }
        if pending &+ count > capacity {
            flush()
            if count > capacity {
                unsafe output.append(contentsOf: UnsafeBufferPointer(start: source.assumingMemoryBound(to: UInt8.self), count: count))
                return
            }
        }
        if count <= 16 {
            unsafe Self.copyShort(from: source, to: UnsafeMutableRawPointer(base + pending), count: count)
        } else {
            unsafe UnsafeMutableRawPointer(base + pending).copyMemory(from: source, byteCount: count)
        }
        pending &+= count
    }

    /// Appends the UTF-8 of a constant.
    @inline(__always)
    mutating func append(_ constant: StaticString) {
        constant.withUTF8Buffer { unsafe append(ByteView($0)) }
    }

    /// Appends the first `count` (0 to 16) of the 16 bytes `low` and `high` hold, little-endian:
    /// two stores of a word each when the block has room for both. (Bytes past `count` may be
    /// written too, in the block's free room, and are overwritten by what comes next.)
    @inline(__always)
    mutating func append(words low: UInt64, _ high: UInt64, count: Int) {
        precondition(UInt(bitPattern: count) <= 16, "ByteBuffer: more than 16 bytes in two words")
        guard pending &+ 16 <= capacity else {
            appendSlowly(words: low, high, count: count)
            return
        }
        let to = unsafe UnsafeMutableRawPointer(base + pending)
        unsafe to.storeBytes(of: low.littleEndian, as: UInt64.self)
        unsafe to.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
        pending &+= count
    }

    /// ``append(words:_:count:)`` near the end of the block.
    @inline(never)
    private mutating func appendSlowly(words low: UInt64, _ high: UInt64, count: Int) {
        for index in 0..<count {
            append(UInt8(truncatingIfNeeded: (index < 8 ? low : high) >> UInt64((index & 7) * 8)))
        }
    }

    /// Copies up to 16 bytes with two loads and two stores that may overlap (never reading or
    /// writing outside either range), instead of a call to `memmove`: most runs the serializer
    /// writes (names, short values) are this short.
    @inline(__always)
    private static func copyShort(from: UnsafeRawPointer, to: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            let head = unsafe from.loadUnaligned(as: UInt64.self)
            let tail = unsafe from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            unsafe to.storeBytes(of: head, as: UInt64.self)
            unsafe to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            let head = unsafe from.loadUnaligned(as: UInt32.self)
            let tail = unsafe from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            unsafe to.storeBytes(of: head, as: UInt32.self)
            unsafe to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
        } else if count > 0 {
            let half = count &>> 1
            unsafe to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
            unsafe to.storeBytes(of: from.load(fromByteOffset: half, as: UInt8.self), toByteOffset: half, as: UInt8.self)
            unsafe to.storeBytes(of: from.load(fromByteOffset: count &- 1, as: UInt8.self), toByteOffset: count &- 1, as: UInt8.self)
        }
    }

    /// Appends `repeats` copies of `byte` (none when it is zero or less).
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        var remaining = max(0, repeats)
        // Eight bytes a store when the run fits with room to spare (an indentation, usually).
        if remaining <= 64, pending &+ remaining &+ 8 <= capacity {
            let word = ByteWord.repeating(byte)
            let raw = unsafe UnsafeMutableRawPointer(base + pending)
            var offset = 0
            while offset < remaining {
                unsafe raw.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            pending &+= remaining
            return
        }
        while remaining > 0 {
            if pending == capacity { flush() }
            let run = min(remaining, capacity &- pending)
            unsafe (base + pending).update(repeating: byte, count: run)
            pending &+= run
            remaining &-= run
        }
    }

    /// Moves the pending bytes to `output`; a kept block keeps them, and the bytes after them
    /// go to a block of this buffer's own.
    mutating func flush() {
        if keepsBlock {
            keepsBlock = false
            kept = pending
            capacity = 1 << 16
            unsafe base = .allocate(capacity: capacity)
            ownsBlock = true
            pending = 0
            return
        }
        unsafe output.append(contentsOf: UnsafeBufferPointer(start: base, count: pending))
        pending = 0
    }

    /// Ends the writing: the pending bytes stay in a kept block that never filled, or go to
    /// `output`.
    mutating func finish() {
        if keepsBlock {
            keepsBlock = false
            kept = pending
            pending = 0
        } else {
            flush()
        }
    }

    /// Calls `body` with the bytes kept in the caller's block (``kept`` of them; none when the
    /// buffer keeps no block).
    func withKept<R>(_ body: (ByteView) -> R) -> R {
        guard let borrowed = unsafe borrowed, kept > 0 else { return body(.empty) }
        return body(unsafe ByteView(storage: UnsafeRawPointer(borrowed), count: kept))
    }
}
