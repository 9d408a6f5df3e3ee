#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Unsafe code: the preview server's system calls (`inet_pton`, `bind`, `getsockname`,
// `setsockopt`, `poll`, `recv`, `send`, `strerror`), which take C pointers. Sound because each
// pointer is to a local value or an array's bytes that outlives the call (`&value`,
// `withUnsafePointer(to:)`, `withUnsafeMutableBytes`), each length passed is that value's or
// buffer's own size (`MemoryLayout<…>.size`, `buffer.count`, `buffer.count - offset` with
// `offset < count`), socket addresses are rebound only to `sockaddr`, the C library's common
// prefix of them, for the call, and `strerror`'s text is copied at once. The interface takes and
// gives only Swift values (a descriptor, arrays, strings).

/// A TCP socket on the toolchain's C library (Glibc on Linux, Darwin on macOS): the one file
/// that holds the preview server's pointer code and system calls.
///
/// A `Socket` is a file descriptor; whoever accepted or opened it closes it, once.
@safe
struct Socket: Sendable {
    /// The file descriptor.
    let descriptor: Int32

    /// Why a listening socket could not be opened.
    enum OpenError: Error, Equatable {
        /// The host is not a numeric IPv4 or IPv6 address.
        case badAddress
        /// A system call failed: its name and `errno`.
        case system(String, Int32)
    }

    /// Opens a socket listening on `host` (a numeric IPv4 or IPv6 address) and `port` (0 picks
    /// a free one); returns it and the port it is bound to.
    static func listening(host: String, port: Int, backlog: Int32 = 64) throws(OpenError) -> (Socket, Int) {
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let family: Int32
        if unsafe inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            family = AF_INET
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        } else if unsafe inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            family = AF_INET6
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        } else {
            throw .badAddress
        }
        #if canImport(Glibc)
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(family, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .system("socket", errno) }
        let opened = Socket(descriptor: configured(descriptor))
        var yes: Int32 = 1
        _ = unsafe setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if family == AF_INET {
            bound = unsafe withUnsafePointer(to: &v4) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    unsafe bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            bound = unsafe withUnsafePointer(to: &v6) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    unsafe bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        guard bound == 0 else {
            let code = errno
            opened.close()
            throw .system("bind", code)
        }
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            opened.close()
            throw .system("listen", code)
        }
        var storage = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        let named = unsafe withUnsafeMutablePointer(to: &storage) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            opened.close()
            throw .system("getsockname", code)
        }
        // `sin_port` and `sin6_port` sit at the same offset, after the family.
        let boundPort = Int(UInt16(bigEndian: storage.sin6_port))
        return (opened, boundPort)
    }

    /// Waits up to `milliseconds` for a connection; returns it, or `nil` when none came (or the
    /// wait was interrupted).
    func accept(waitingUpTo milliseconds: Int32) -> Socket? {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard unsafe poll(&entry, 1, milliseconds) > 0 else { return nil }
        #if canImport(Glibc)
            let accepted = Glibc.accept(descriptor, nil, nil)
        #else
            let accepted = Darwin.accept(descriptor, nil, nil)
        #endif
        guard accepted >= 0 else {
            // Out of descriptors: wait a little instead of spinning on a connection still queued.
            if errno == EMFILE || errno == ENFILE { _ = poll(nil, 0, milliseconds) }
            return nil
        }
        return Socket(descriptor: configured(accepted))
    }

    /// Makes every later read and write give up after `milliseconds` without progress.
    func setTimeouts(milliseconds: Int) {
        var time = timeval()
        time.tv_sec = .init(milliseconds / 1000)
        time.tv_usec = .init((milliseconds % 1000) * 1000)
        _ = unsafe setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        _ = unsafe setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads what is there, up to `limit` bytes: an empty array at the end of the stream, `nil`
    /// on an error or a timeout.
    func receive(upTo limit: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max(1, limit))
        while true {
            let count = unsafe buffer.withUnsafeMutableBytes { unsafe recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return Array(buffer[0..<count]) }
            if errno != EINTR { return nil }
        }
    }

    /// Writes all of `bytes`; `false` when the peer went away or stopped reading.
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = unsafe bytes.withUnsafeBytes { buffer in
                // The peer closing its end must not raise SIGPIPE, which ends the process.
                #if canImport(Glibc)
                    unsafe Glibc.send(descriptor, buffer.baseAddress.map { unsafe $0 + offset }, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, 0)
                #endif
            }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Says no more will be written, so the peer reads the end of the answer.
    func finishWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// The system's wording for the error `code` (`Address already in use`).
    static func describe(_ code: Int32) -> String {
        guard let text = unsafe strerror(code) else { return "error \(code)" }
        return unsafe String(cString: text)
    }

    /// Closes the descriptor.
    func close() {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }
}

/// `descriptor` with the options every socket of the server has: on Darwin, no SIGPIPE when the
/// peer has gone (Linux passes `MSG_NOSIGNAL` on each write instead).
private func configured(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return descriptor
}
