/// Reads one HTTP/1.x request from a connection, within the server's limits: the head up to
/// `maxHeadBytes`, a body of `Content-Length` bytes up to `maxBodyBytes`, all of it before the
/// read timeout runs out.
struct HTTPRequestReader {
    /// What reading gave.
    enum Outcome: Equatable {
        /// A whole request.
        case request(VMLPreviewRequest)
        /// A request the server refuses, answered with this status.
        case refused(Int)
        /// The client closed the connection or the read failed: nothing to answer.
        case closed
    }

    let limits: VMLPreviewServerLimits
    /// How many bytes one read asks for.
    private let chunk = 65_536

    /// Reads the request on `socket` (whose read timeout is already set).
    func read(_ socket: Socket) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limits.readTimeout)
        var buffer: [UInt8] = []
        var searchFrom = 0
        var headEnd: Int?
        while headEnd == nil {
            guard clock.now < deadline else { return buffer.isEmpty ? .closed : .refused(408) }
            guard let bytes = socket.receive(upTo: chunk) else { return buffer.isEmpty ? .closed : .refused(408) }
            if bytes.isEmpty { return .closed }
            buffer += bytes
            headEnd = Self.endOfHead(in: buffer, from: searchFrom)
            searchFrom = max(0, buffer.count - 3)
            if headEnd == nil, buffer.count > limits.maxHeadBytes { return .refused(431) }
        }
        guard let headEnd, headEnd <= limits.maxHeadBytes + 4 else { return .refused(431) }
        guard let head = String(validating: buffer[0..<headEnd - 4], as: UTF8.self) else { return .refused(400) }
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/") else { return .refused(400) }
        guard requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0" else { return .refused(505) }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return .refused(400) }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else { return .refused(400) }
            let value = line[line.index(after: colon)...].trimmingSpaces
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        if headers["transfer-encoding"] != nil { return .refused(501) }
        var length = 0
        if let declared = headers["content-length"] {
            guard !declared.isEmpty, declared.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return .refused(400) }
            guard let number = Int(declared), number <= limits.maxBodyBytes else { return .refused(413) }
            length = number
        }
        var body = Array(buffer[headEnd...])
        while body.count < length {
            guard clock.now < deadline, let bytes = socket.receive(upTo: min(chunk, length - body.count)) else { return .refused(408) }
            if bytes.isEmpty { return .closed }
            body += bytes
        }
        if body.count > length { body.removeLast(body.count - length) }
        return .request(VMLPreviewRequest(method: requestLine[0], target: requestLine[1], headers: headers, body: body))
    }

    /// The index just past the first `\r\n\r\n` at or after `start`, or `nil`.
    static func endOfHead(in buffer: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index + 4 }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs around it.
    fileprivate var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
