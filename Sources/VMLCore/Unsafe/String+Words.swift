// Unsafe code here: a string made from the bytes of two words, read through `withUnsafeBytes(of:)`.
// Why it is sound: the two words are a local value of 16 bytes, read only inside the closure and
// only their first `count` bytes, which is checked to be at most 16 (`precondition`).

extension String {
    /// The string whose UTF-8 is the first `count` (0 to 16) of the bytes of `low` then `high`,
    /// little-endian (ill-formed sequences become U+FFFD).
    ///
    /// ```swift
    /// String(littleEndianWords: 0x3432, 0, count: 2)   // "24"
    /// ```
    init(littleEndianWords low: UInt64, _ high: UInt64, count: Int) {
        precondition(UInt(bitPattern: count) <= 16, "String: more than 16 bytes in two words")
        self = unsafe withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            unsafe String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
        }
    }
}
