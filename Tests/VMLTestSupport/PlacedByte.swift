/// One byte placed in a run of `a`s: what the word-at-a-time checks and scans are tested over,
/// in every test target.
public struct PlacedByte: Sendable {
    /// The run's length, from 1 to 20 (every path of a word check: bytes, halves, words; and
    /// both sides of the 15 bytes a string holds in itself).
    public let count: Int
    /// Where the byte is.
    public let position: Int
    /// The byte.
    public let value: UInt8

    /// The run's bytes.
    public var bytes: [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
        bytes[position] = value
        return bytes
    }

    /// The run as a string (a byte above 0x7F alone reads as U+FFFD).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The `a`s before the byte.
    public var before: String { String(repeating: "a", count: position) }

    /// The `a`s after the byte.
    public var after: String { String(repeating: "a", count: count - position - 1) }

    /// Whether the byte is first or last.
    public var isAtEdge: Bool { position == 0 || position == count - 1 }

    /// The placed bytes `matches` rejects, spelled for a failure message: every byte of `values`
    /// at every place of runs of 1 to 20 bytes (at ``TestScale/full``; the quick scale walks the
    /// lengths either side of each word boundary, ``TestScale/placedByteCounts``).
    public static func mismatches(
        values: ClosedRange<UInt8> = 0...127,
        _ matches: (PlacedByte) throws -> Bool
    ) rethrows -> [String] {
        var mismatches: [String] = []
        for count in TestScale.current.placedByteCounts {
            for position in 0..<count {
                for value in values where try !matches(PlacedByte(count: count, position: position, value: value)) {
                    mismatches.append("\(count) bytes, byte \(value) at \(position)")
                }
            }
        }
        return mismatches
    }
}
