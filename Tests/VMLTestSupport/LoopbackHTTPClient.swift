#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 client over loopback (127.0.0.1) on the C library's sockets, for the preview
/// server's tests: it sends exactly the bytes a test wants, and reads the answer to the end.
public struct LoopbackHTTPClient: Sendable {
    /// The server's port.
    public let port: Int

    /// A client of the server on `port`.
    public init(port: Int) {
        self.port = port
    }

    /// A failed connection, send or read.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, with `errno`.
        public var description: String
    }

    /// An answer, read until the server closed the connection.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// The headers, by lowercased name.
        public var headers: [String: String]
        /// The body.
        public var body: [UInt8]
        /// The body as text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// `GET path` (or another method), with a body when given.
    public func request(_ path: String, method: String = "GET", headers: [String: String] = [:], body: [UInt8] = []) throws(Failure)
        -> Response
    {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        return try Self.parse(raw(Array((head + "\r\n").utf8) + body))
    }

    /// Sends `bytes` as they are and returns everything the server answers, until it closes.
    public func raw(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let connection = try Connection(port: port)
        defer { connection.close() }
        try connection.send(bytes)
        return try connection.readToEnd()
    }

    /// An open connection, for tests that hold one (silent, or closed before sending).
    public func connect() throws(Failure) -> Connection {
        try Connection(port: port)
    }

    /// One connection to the server.
    public struct Connection: Sendable {
        let descriptor: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        init(port: Int) throws(Failure) {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            #if canImport(Glibc)
                let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    #if canImport(Glibc)
                        Glibc.connect(descriptor, address, socklen_t(MemoryLayout<sockaddr_in>.size))
                    #else
                        Darwin.connect(descriptor, address, socklen_t(MemoryLayout<sockaddr_in>.size))
                    #endif
                }
            }
            guard result == 0 else {
                let code = errno
                Connection(descriptor: descriptor).close()
                throw Failure(description: "connect: errno \(code)")
            }
            var time = timeval()
            time.tv_sec = 30
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            self.descriptor = descriptor
        }

        /// Sends all of `bytes`.
        public func send(_ bytes: [UInt8]) throws(Failure) {
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    #if canImport(Glibc)
                        Glibc.send(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    #else
                        Darwin.send(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, 0)
                    #endif
                }
                guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
                offset += count
            }
        }

        /// Reads until the server closes the connection (or 30 seconds pass without a byte).
        public func readToEnd() throws(Failure) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count == 0 { return bytes }
                if count < 0 {
                    if errno == EINTR { continue }
                    // A reset after the whole answer arrived still leaves the answer readable.
                    if !bytes.isEmpty { return bytes }
                    throw Failure(description: "recv: errno \(errno)")
                }
                bytes += buffer[0..<count]
            }
        }

        /// Closes the connection.
        public func close() {
            #if canImport(Glibc)
                _ = Glibc.close(descriptor)
            #else
                _ = Darwin.close(descriptor)
            #endif
        }
    }

    /// Splits an answer into its status, headers and body.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> Response {
        var end = 0
        while end + 3 < bytes.count, !(bytes[end] == 13 && bytes[end + 1] == 10 && bytes[end + 2] == 13 && bytes[end + 3] == 10) {
            end += 1
        }
        guard end + 3 < bytes.count else { throw Failure(description: "no complete head in \(bytes.count) bytes") }
        let head = String(decoding: bytes[0..<end], as: UTF8.self)
        var lines = head.split(separator: "\r\n").map(String.init)
        guard !lines.isEmpty else { throw Failure(description: "empty head") }
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...].drop { $0 == " " })
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}
