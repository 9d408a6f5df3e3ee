/// Splits the bytes a client sends into messages, as the Language Server Protocol frames them:
/// header lines (`Content-Length: N` required, any others ignored) ending in an empty line, then
/// N bytes of JSON. Lines end in CR LF, or LF alone, as some clients write them.
///
/// Bytes are fed as they arrive (``append(_:)``) and messages taken with ``next()``. Nothing the
/// client sends can make it hold more than ``maximumContentLength`` bytes of a body or
/// ``maximumHeaderLength`` of headers: a header block that is too long or has no valid
/// `Content-Length` is dropped, and a body that is too long is skipped as it arrives, each
/// reported as an ``Event/problem(_:)`` so the server can say so, after which the stream goes on.
struct LSPFramer {
    /// What ``next()`` finds.
    enum Event: Equatable {
        /// A message's body, the JSON text.
        case message([UInt8])
        /// Something the client sent that is not a message; the framer has skipped it.
        case problem(String)
    }

    /// The longest body accepted, in bytes.
    var maximumContentLength: Int
    /// The longest header block accepted, in bytes.
    var maximumHeaderLength: Int

    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    /// Bytes of a refused body still to skip.
    private var skipping = 0
    /// The body length read from the current headers, while its body is awaited.
    private var awaited: Int?

    init(maximumContentLength: Int = 64 << 20, maximumHeaderLength: Int = 8 << 10) {
        self.maximumContentLength = maximumContentLength
        self.maximumHeaderLength = maximumHeaderLength
    }

    /// Adds bytes read from the client.
    mutating func append(_ bytes: some Collection<UInt8>) {
        var bytes = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next message or problem, or `nil` when more bytes are needed.
    mutating func next() -> Event? {
        if let length = awaited {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            start += length
            awaited = nil
            return .message(body)
        }
        guard let end = headerEnd() else {
            if buffer.count - start > maximumHeaderLength {
                // Keep the last bytes: they may begin the terminator of a header block.
                start = buffer.count - 3
                return .problem("a header block longer than \(maximumHeaderLength) bytes was dropped")
            }
            return nil
        }
        let header = buffer[start..<end.headers]
        start = end.body
        guard let length = Self.contentLength(in: header) else {
            return .problem("a message without a valid Content-Length header was dropped")
        }
        guard length <= maximumContentLength else {
            let available = min(length, buffer.count - start)
            start += available
            skipping = length - available
            return .problem(
                "a message of \(length) bytes was dropped: the limit is \(maximumContentLength) bytes (Content-Length)")
        }
        awaited = length
        return next()
    }

    /// The end of the header block at `start`: where its last line ends, and where the body starts.
    private func headerEnd() -> (headers: Int, body: Int)? {
        guard buffer.count - start >= 2 else { return nil }
        let limit = min(buffer.count, start + maximumHeaderLength + 4)
        var index = start
        while index + 1 < limit {
            if buffer[index] == 0x0A, buffer[index + 1] == 0x0A { return (index, index + 2) }  // LF LF, as some clients end them
            if index + 3 < limit, buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return (index, index + 4)
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header block (its name in any case), or `nil`.
    static func contentLength(in header: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: header, as: UTF8.self)
        var found: Int?
        for line in text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmed(of: " \t")
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(value)
            else { return nil }
            found = length
        }
        return found
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    fileprivate func trimmed(of characters: String) -> Substring {
        var text = self[...]
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return Substring(text)
    }
}

/// Frames one message for the client: `Content-Length: N`, an empty line, then the JSON.
enum LSPFrame {
    static func encode(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
