/// Finds where a value is in JSON text, from the coding path a `DecodingError` names, so that
/// `vml json --to-vml` can report `FILE:LINE:COL` for JSON that is well-formed but not a tree.
///
/// ```swift
/// let bytes = Array(#"{"nodes": [{"element": 3}]}"#.utf8)
/// JSONValueLocator(bytes).offset(of: ["nodes", 0, "element"])   // 23: the 3
/// ```
///
/// It scans once, with no recursion (nested values are skipped by counting brackets), and gives
/// up (`nil`) on anything it does not expect; it is only used on text the JSON reader accepted.
struct JSONValueLocator {
    /// One step of a coding path: an object key or an array index.
    enum Step: Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }

        /// The step for a coding key: its index when it has one, else its name.
        init(_ key: any CodingKey) {
            self = key.intValue.map(Step.index) ?? .key(key.stringValue)
        }
    }

    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte offset where the value at `path` starts, or `nil`.
    func offset(of path: [Step]) -> Int? {
        var position = skipWhitespace(from: 0)
        for step in path {
            guard position < bytes.count else { return nil }
            switch (bytes[position], step) {
            case (UInt8(ascii: "["), .index(let target)):
                position = skipWhitespace(from: position + 1)
                var index = 0
                while index < target {
                    guard let end = endOfValue(at: position) else { return nil }
                    position = skipWhitespace(from: end)
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return nil }
                    position = skipWhitespace(from: position + 1)
                    index += 1
                }
                guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { return nil }
            case (UInt8(ascii: "{"), .key(let target)):
                position = skipWhitespace(from: position + 1)
                var found = false
                while !found {
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let keyEnd = endOfValue(at: position) else {
                        return nil
                    }
                    let key = String(decoding: bytes[(position + 1)..<(keyEnd - 1)], as: UTF8.self)
                    position = skipWhitespace(from: keyEnd)
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                    position = skipWhitespace(from: position + 1)
                    // Keys in the JSON form are plain ASCII words; an escaped key simply never matches.
                    if key == target {
                        found = true
                    } else {
                        guard let end = endOfValue(at: position) else { return nil }
                        position = skipWhitespace(from: end)
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return nil }
                        position = skipWhitespace(from: position + 1)
                    }
                }
            default:
                return nil
            }
        }
        return position
    }

    /// The offset just past the value starting at `start`: a string, a number or word, or an
    /// array or object (brackets counted, strings skipped).
    private func endOfValue(at start: Int) -> Int? {
        var position = start
        var depth = 0
        repeat {
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard position < bytes.count else { return nil }
                position += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                position += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard depth > 0 else { return nil }
                depth -= 1
                position += 1
            default:
                if depth == 0 {
                    // A number, true, false or null: up to the next delimiter.
                    while position < bytes.count, !isDelimiter(bytes[position]) { position += 1 }
                } else {
                    position += 1
                }
            }
        } while depth > 0
        return position
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == 0x20 || byte == 0x0A
            || byte == 0x0D || byte == 0x09
    }

    private func skipWhitespace(from start: Int) -> Int {
        var position = start
        while position < bytes.count,
            bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09
        {
            position += 1
        }
        return position
    }
}
