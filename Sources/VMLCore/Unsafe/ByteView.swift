// Unsafe code here: a view's bytes read through a raw pointer to memory another value owns (an
// array's, a string's, a scratch buffer's). Why it is sound: every read is checked against
// `count` (`precondition`), or is inside a range this file checked once (`endOfRun`,
// `firstFlagged`, `equals`: the unchecked loads are private to this file); a view is made only by
// `ByteView.with` for the length of a closure, or by a module's own `Unsafe/` code
// (`init(unsafeStart:count:)`), whose caller vouches that the bytes stay put while it is used.

/// A read-only view of bytes held by somebody else (an array, a string, a buffer), every read
/// checked against its count: the safe face the parser and the core read bytes through.
///
/// A view is made only by ``with(_:_:)-(Array<UInt8>,_)`` and its siblings, for the length of a
/// closure, and must not be kept past it: that is the one rule the compiler does not check for it
/// (a `~Escapable` type would let it, once the language's lifetime dependencies are stable). Each
/// read past `count` stops the process, as an array's does, instead of reading memory it does
/// not own. Word loads read eight bytes at once, unaligned and little-endian, and short runs with
/// loads that may overlap and never pass the end.
///
/// ```swift
/// ByteView.with(Array("HStack".utf8)) { view in (view.count, view[1], view.bytes(in: 1..<3).string()) }
/// // (6, 0x53, "St")
/// ```
@_spi(VMLInternals) @safe
public struct ByteView {
    @usableFromInline let storage: UnsafeRawPointer?
    /// How many bytes.
    public let count: Int

    @inlinable @inline(__always)
    init(storage: UnsafeRawPointer?, count: Int) {
        unsafe self.storage = unsafe storage
        self.count = count
    }

    @inlinable @inline(__always)
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        unsafe self.init(storage: UnsafeRawPointer(buffer.baseAddress), count: buffer.count)
    }

    /// An empty view.
    ///
    /// ```swift
    /// ByteView.empty.count   // 0
    /// ```
    @inlinable
    public static var empty: ByteView { unsafe ByteView(storage: nil, count: 0) }

    /// Calls `body` with a view of `array`'s bytes (borrowed in place, not copied).
    ///
    /// ```swift
    /// ByteView.with([0x61, 0x62]) { $0.count }   // 2
    /// ```
    @inlinable @inline(__always)
    public static func with<R, E: Error>(_ array: [UInt8], _ body: (ByteView) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = unsafe array.withUnsafeBufferPointer { buffer in
            do throws(E) { return .success(try body(unsafe ByteView(buffer))) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Calls `body` with a view of `string`'s UTF-8 (copied only when the string is not stored as
    /// contiguous UTF-8).
    ///
    /// ```swift
    /// ByteView.with("é") { $0.count }   // 2
    /// ```
    public static func with<R, E: Error>(_ string: String, _ body: (ByteView) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = unsafe UTF8Bytes.with(string) { buffer in
            do throws(E) { return .success(try body(unsafe ByteView(buffer))) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Calls `body` with a view of `count` bytes of `array`'s storage, starting at `start`.
    ///
    /// ```swift
    /// ByteView.with([0x61, 0x62, 0x63], in: 1..<3) { $0[0] }   // 0x62
    /// ```
    @inlinable @inline(__always)
    public static func with<R, E: Error>(_ array: [UInt8], in range: Range<Int>, _ body: (ByteView) throws(E) -> R) throws(E) -> R {
        try with(array) { (view: ByteView) throws(E) -> R in try body(view.bytes(in: range)) }
    }

    /// Whether there are no bytes.
    ///
    /// ```swift
    /// ByteView.empty.isEmpty   // true
    /// ```
    @inlinable @inline(__always)
    public var isEmpty: Bool { count == 0 }

    /// The byte at `index`; an index outside `0..<count` stops the process.
    ///
    /// ```swift
    /// ByteView.with([0x61, 0x62]) { $0[1] }   // 0x62
    /// ```
    @inlinable @inline(__always)
    public subscript(index: Int) -> UInt8 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ByteView: index out of range")
        return unsafe storage.unsafelyUnwrapped.load(fromByteOffset: index, as: UInt8.self)
    }

    /// The byte at `index`, or `outside` when `index` is not in `0..<count`: one check, for a
    /// reader that looks ahead past the end.
    ///
    /// ```swift
    /// ByteView.with([0x61]) { ($0.byte(at: 0, orIfOutside: 0), $0.byte(at: 1, orIfOutside: 0)) }   // (0x61, 0)
    /// ```
    @inlinable @inline(__always)
    public func byte(at index: Int, orIfOutside outside: UInt8) -> UInt8 {
        UInt(bitPattern: index) < UInt(bitPattern: count) ? byte(unchecked: index) : outside
    }

    /// The byte at `index`, unchecked: only for indices this file has checked.
    @inlinable @inline(__always)
    func byte(unchecked index: Int) -> UInt8 {
        unsafe storage.unsafelyUnwrapped.load(fromByteOffset: index, as: UInt8.self)
    }

    /// The word at `offset`, unchecked: only for offsets this file has checked.
    @inlinable @inline(__always)
    func word(unchecked offset: Int) -> UInt64 {
        unsafe UInt64(littleEndian: storage.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The index of the first byte at or after `start` that `accepts` rejects, or `count` when it
    /// accepts them all: a byte loop with one check of `start`, however long the run.
    ///
    /// ```swift
    /// ByteView.with(Array("  x".utf8)) { $0.endOfRun(from: 0) { $0 == 0x20 } }   // 2
    /// ```
    @inlinable @inline(__always)
    public func endOfRun(from start: Int, where accepts: (UInt8) -> Bool) -> Int {
        precondition(start >= 0, "ByteView: index out of range")
        var index = start
        while index < count, accepts(byte(unchecked: index)) { index &+= 1 }
        return index
    }

    /// The index of the first byte in `range` that `accepts` rejects, or `range.upperBound` when
    /// it accepts them all: ``endOfRun(from:where:)`` that stops at the end of `range`, which must
    /// be within `0...count`.
    ///
    /// ```swift
    /// ByteView.with(Array("  x".utf8)) { $0.endOfRun(in: 0..<1) { $0 == 0x20 } }   // 1
    /// ```
    @inlinable @inline(__always)
    public func endOfRun(in range: Range<Int>, where accepts: (UInt8) -> Bool) -> Int {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "ByteView: range out of bounds")
        var index = range.lowerBound
        while index < range.upperBound, accepts(byte(unchecked: index)) { index &+= 1 }
        return index
    }

    /// Whether `byte` is among the bytes in `range` (within `0...count`).
    ///
    /// ```swift
    /// ByteView.with(Array("a\r\nb".utf8)) { $0.contains(0x0D, in: 0..<2) }   // true
    /// ```
    @inlinable @inline(__always)
    public func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        endOfRun(in: range) { $0 != byte } < range.upperBound
    }

    /// The bytes in `range`, as a view of their own counted from zero; a range outside
    /// `0...count` stops the process.
    ///
    /// ```swift
    /// ByteView.with(Array("padding".utf8)) { $0.bytes(in: 3..<7).string() }   // "ding"
    /// ```
    @inlinable @inline(__always)
    public func bytes(in range: Range<Int>) -> ByteView {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "ByteView: range out of bounds")
        guard let storage = unsafe storage else { return .empty }
        return unsafe ByteView(storage: storage + range.lowerBound, count: range.count)
    }

    /// The eight bytes at `offset`, little-endian (unaligned); eight bytes past `count` stop the
    /// process.
    ///
    /// ```swift
    /// ByteView.with(Array("abcdefgh".utf8)) { $0.word(at: 0) }   // 0x6867_6665_6463_6261
    /// ```
    @inlinable @inline(__always)
    public func word(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset <= count &- 8, "ByteView: word out of range")
        return unsafe UInt64(littleEndian: storage.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The `length` bytes at `offset` (eight when `length` is 8 or more), little-endian, zero
    /// above them: at most two loads for four bytes or more (the halves may overlap), three byte
    /// loads below, never a byte past `offset + length`, which must be within `count`.
    ///
    /// ```swift
    /// ByteView.with(Array("HStack".utf8)) { $0.word(at: 0, length: 6) }   // 0x6B63_6174_5348
    /// ```
    @inlinable @inline(__always)
    public func word(at offset: Int, length: Int) -> UInt64 {
        if length >= 8 { return word(at: offset) }
        precondition(offset >= 0 && length >= 0 && offset <= count &- length, "ByteView: run out of range")
        guard length > 0 else { return 0 }
        let start = unsafe storage.unsafelyUnwrapped + offset
        if length >= 4 {
            let first = unsafe UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            let last = unsafe UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)))
            return first | last &<< UInt64((length &- 4) &* 8)
        }
        // One to three bytes: the first, the middle and the last (some of them the same byte).
        let middle = length &>> 1
        let firstByte = unsafe UInt64(start.load(as: UInt8.self))
        let middleByte = unsafe UInt64(start.load(fromByteOffset: middle, as: UInt8.self)) &<< UInt64(middle &* 8)
        let lastByte = unsafe UInt64(start.load(fromByteOffset: length &- 1, as: UInt8.self)) &<< UInt64((length &- 1) &* 8)
        return firstByte | middleByte | lastByte
    }

    /// The first 16 bytes (all of them, when there are fewer) as two little-endian words, zero
    /// past the last: read with loads that may overlap, never past the end.
    ///
    /// ```swift
    /// ByteView.with(Array("HStack".utf8)) { $0.words }   // (0x6B63_6174_5348, 0)
    /// ```
    @inlinable @inline(__always)
    public var words: (low: UInt64, high: UInt64) {
        guard count > 8 else { return (word(at: 0, length: count), 0) }
        let low = word(unchecked: 0)
        guard count < 16 else { return (low, word(unchecked: 8)) }
        // Bytes 8..<count: the last eight, shifted down past those the first word holds.
        return (low, word(unchecked: count &- 8) &>> UInt64((16 &- count) &* 8))
    }

    /// Whether `test` accepts every word of the bytes: whole words from the start, then the last
    /// eight (which may overlap the word before); fewer than eight bytes are one word with
    /// `filler` (a byte `test` accepts) above them.
    ///
    /// ```swift
    /// ByteView.with(Array("padding".utf8)) { $0.every(filler: 0x41) { ByteWord.bytes(in: $0, equalTo: 0x26) == 0 } }
    /// // true: no "&"
    /// ```
    @inlinable @inline(__always)
    public func every(filler: UInt8, _ test: (UInt64) -> Bool) -> Bool {
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                guard test(word(unchecked: offset)) else { return false }
                offset &+= 8
            }
            return test(word(unchecked: count &- 8))
        }
        // `count` is below 8, so the shift is below 64.
        return test(word(at: 0, length: count) | ByteWord.repeating(filler) &<< UInt64(count &* 8))
    }

    /// The offset of the first byte at or after `start` that `stops` flags in its word (the
    /// lowest set bit of the answer must be in the first byte that stops, zero meaning none does),
    /// eight bytes at a time; `count` rounded down to what is left for a byte loop when no whole
    /// word holds one.
    ///
    /// ```swift
    /// ByteView.with(Array("padding(8), x".utf8)) { $0.firstFlagged(from: 0) { ByteWord.bytes(in: $0, equalTo: 0x2C) } }
    /// // 10
    /// ```
    @inlinable @inline(__always)
    public func firstFlagged(from start: Int, _ stops: (UInt64) -> UInt64) -> Int {
        precondition(start >= 0, "ByteView: index out of range")
        var index = start
        while index &+ 8 <= count {
            let flags = stops(word(unchecked: index))
            if flags != 0 { return index &+ ByteWord.firstFlaggedOffset(flags) }
            index &+= 8
        }
        return index
    }

    /// The index of the first byte at or after `start` that is not ASCII (0x80 or above), or
    /// `count`: 32 bytes at a time while they are all ASCII, then eight, then one.
    ///
    /// ```swift
    /// ByteView.with(Array("abcé".utf8)) { $0.endOfASCII(from: 0) }   // 3
    /// ```
    @inlinable
    public func endOfASCII(from start: Int) -> Int {
        precondition(start >= 0, "ByteView: index out of range")
        var index = start
        while index &+ 32 <= count {
            let words =
                word(unchecked: index) | word(unchecked: index &+ 8) | word(unchecked: index &+ 16) | word(unchecked: index &+ 24)
            guard ByteWord.nonASCIIBytes(words) == 0 else { break }
            index &+= 32
        }
        while index &+ 8 <= count {
            let flags = ByteWord.nonASCIIBytes(word(unchecked: index))
            if flags != 0 { return index &+ ByteWord.firstFlaggedOffset(flags) }
            index &+= 8
        }
        while index < count, byte(unchecked: index) < 0x80 { index &+= 1 }
        return index
    }

    /// All the bytes decoded as UTF-8 (ill-formed sequences become U+FFFD).
    ///
    /// ```swift
    /// ByteView.with(Array("HStack".utf8)) { $0.string() }   // "HStack"
    /// ```
    @inlinable
    public func string() -> String {
        unsafe String(decoding: UnsafeBufferPointer(start: storage?.assumingMemoryBound(to: UInt8.self), count: count), as: UTF8.self)
    }

    /// The bytes as a new array.
    ///
    /// ```swift
    /// ByteView.with(Array("ab".utf8)) { $0.array() }   // [0x61, 0x62]
    /// ```
    @inlinable
    public func array() -> [UInt8] {
        unsafe Array(UnsafeBufferPointer(start: storage?.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Whether the bytes equal `other`'s, compared eight at a time, the last eight first: texts
    /// that differ (a row's own number, an id) most often differ near their end.
    ///
    /// ```swift
    /// ByteView.with(Array("padding(8)".utf8)) { a in ByteView.with(Array("padding(8)".utf8)) { b in a.equals(b) } }
    /// // true
    /// ```
    @inlinable
    public func equals(_ other: ByteView) -> Bool {
        guard count == other.count else { return false }
        guard count >= 8 else { return word(at: 0, length: count) == other.word(at: 0, length: count) }
        let last = count &- 8
        if word(unchecked: last) != other.word(unchecked: last) { return false }
        var index = 0
        while index < last {  // the words before the last (the final one may overlap it)
            if word(unchecked: index) != other.word(unchecked: index) { return false }
            index &+= 8
        }
        return true
    }
}

extension ByteView: RandomAccessCollection {
    /// Zero.
    ///
    /// ```swift
    /// ByteView.empty.startIndex   // 0
    /// ```
    @inlinable @inline(__always)
    public var startIndex: Int { 0 }

    /// The count.
    ///
    /// ```swift
    /// ByteView.with([1, 2]) { $0.endIndex }   // 2
    /// ```
    @inlinable @inline(__always)
    public var endIndex: Int { count }

    /// The index after `index`.
    ///
    /// ```swift
    /// ByteView.empty.index(after: 0)   // 1
    /// ```
    @inlinable @inline(__always)
    public func index(after index: Int) -> Int { index &+ 1 }

    /// The index before `index`.
    ///
    /// ```swift
    /// ByteView.empty.index(before: 1)   // 0
    /// ```
    @inlinable @inline(__always)
    public func index(before index: Int) -> Int { index &- 1 }

    /// Calls `body` with the bytes in place (what `String(decoding:as:)` and `Array(_:)` read).
    ///
    /// ```swift
    /// ByteView.with(Array("ab".utf8)) { String(decoding: $0, as: UTF8.self) }   // "ab"
    /// ```
    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try unsafe body(UnsafeBufferPointer(start: storage?.assumingMemoryBound(to: UInt8.self), count: count))
    }
}

extension ByteView {
    /// A view of `count` bytes at `start`, for the files that hold a module's own unsafe code
    /// (its `Unsafe/` folder): the caller vouches that the bytes stay put and alive for as long as
    /// the view is used.
    ///
    /// ```swift
    /// unsafe [UInt8](repeating: 7, count: 3).withUnsafeBytes { unsafe ByteView(unsafeStart: $0.baseAddress, count: 3)[2] }   // 7
    /// ```
    @unsafe @inlinable @inline(__always)
    public init(unsafeStart start: UnsafeRawPointer?, count: Int) {
        unsafe self.init(storage: start, count: count)
    }

    /// Where the bytes start, for the files that hold a module's own unsafe code (its `Unsafe/`
    /// folder): `nil` only for a view with no bytes; valid while the view is.
    ///
    /// ```swift
    /// unsafe ByteView.empty.unsafeStart   // nil
    /// ```
    @unsafe @inlinable @inline(__always)
    public var unsafeStart: UnsafeRawPointer? { unsafe storage }

    /// Copies the bytes into `array` from `offset` on (`offset + count` must be within the array).
    ///
    /// ```swift
    /// var target: [UInt8] = [0, 0, 0]
    /// ByteView.with([1, 2]) { $0.copy(into: &target, at: 1) }
    /// target   // [0, 1, 2]
    /// ```
    @inlinable
    public func copy(into array: inout [UInt8], at offset: Int) {
        precondition(offset >= 0 && offset <= array.count &- count, "ByteView: copy out of range")
        guard let storage = unsafe storage, count > 0 else { return }
        unsafe array.withUnsafeMutableBytes { target in
            unsafe target.baseAddress.unsafelyUnwrapped.advanced(by: offset).copyMemory(from: storage, byteCount: count)
        }
    }
}
