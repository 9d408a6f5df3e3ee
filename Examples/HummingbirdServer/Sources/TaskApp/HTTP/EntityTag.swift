/// A strong entity tag for a response body: the FNV-1a 64-bit hash of its bytes, in hex.
///
/// The bytes are canonical VML, so the same screen gives the same bytes, and so the same tag, in
/// every process and on every machine: a client's cached tag stays valid across restarts and
/// replicas. (Swift's `Hasher` is seeded per process and would not.)
///
/// ```swift
/// let tag = EntityTag(of: Array("a".utf8))
/// tag.headerValue                                  // "\"vml-af63dc4c8601ec8c\""
/// tag.matches(ifNoneMatch: tag.headerValue)        // true
/// tag.matches(ifNoneMatch: "W/" + tag.headerValue) // true: If-None-Match compares weakly
/// tag.matches(ifNoneMatch: "*")                    // true
/// ```
public struct EntityTag: Hashable, Sendable {
    /// The FNV-1a 64 hash of the bytes.
    public let hash: UInt64

    /// The tag of `bytes`.
    public init(of bytes: [UInt8]) {
        hash = bytes.withUnsafeBufferPointer(Self.fnv1a64)
    }

    /// The tag as the `ETag` header writes it, quotes included: `"vml-00ff…"`.
    public var headerValue: String {
        let digits = String(hash, radix: 16)
        return "\"vml-" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
    }

    /// Whether an `If-None-Match` field value names this tag: `*`, or a comma-separated list of
    /// tags holding it, weak (`W/"…"`) or strong (RFC 9110 §13.1.2 uses weak comparison).
    public func matches(ifNoneMatch fieldValue: String) -> Bool {
        let ownTag = headerValue
        for member in fieldValue.split(separator: ",") {
            var tag = member.trimmingASCIISpaces()
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == ownTag { return true }
        }
        return false
    }

    /// FNV-1a, 64 bits: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
    ///
    /// ```swift
    /// EntityTag.fnv1a64(Array("a".utf8))   // 0xaf63dc4c8601ec8c
    /// ```
    static func fnv1a64(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
