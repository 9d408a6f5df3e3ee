/// One HTTP request to a ``VMLPreviewServer``: the method, the target split into its decoded path
/// and query, the headers and the body.
///
/// ```swift
/// let request = VMLPreviewRequest(target: "/page/Home%20Screen.vml?version&x=a+b")
/// request.path              // "/page/Home Screen.vml"
/// request.query["version"]  // ""
/// request.query["x"]        // "a b"
/// ```
public struct VMLPreviewRequest: Hashable, Sendable {
    /// The method, such as `GET` or `HEAD`.
    public var method: String
    /// The request target as sent (`/page/Home.vml?version`).
    public var target: String
    /// The target's path, percent-decoded (`/page/Home.vml`); the raw path when it does not
    /// decode to UTF-8.
    public var path: String
    /// The query's names and values, percent-decoded, `+` read as a space; a name without `=`
    /// has the empty value; the last of a repeated name wins.
    public var query: [String: String]
    /// The headers, by lowercased name; repeated headers are joined with `, `.
    public var headers: [String: String]
    /// The body (empty for a `GET`).
    public var body: [UInt8]

    /// A request for `target`, as the server makes it from what a client sent.
    ///
    /// ```swift
    /// VMLPreviewRequest(target: "/").method   // "GET"
    /// ```
    public init(method: String = "GET", target: String, headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.target = target
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
        self.body = body
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts.first.map(String.init) ?? target
        path = Self.decoded(rawPath, plusIsSpace: false) ?? rawPath
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(halves[0])
                let value = halves.count > 1 ? String(halves[1]) : ""
                query[Self.decoded(name, plusIsSpace: true) ?? name] = Self.decoded(value, plusIsSpace: true) ?? value
            }
        }
        self.query = query
    }

    /// The header `name` (any case), or `nil`.
    ///
    /// ```swift
    /// VMLPreviewRequest(target: "/", headers: ["Accept": "text/html"]).header("accept")   // "text/html"
    /// ```
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// `text` with its `%XX` escapes decoded (and `+` as a space when `plusIsSpace`), or `nil`
    /// when an escape is malformed or the bytes are not UTF-8.
    static func decoded(_ text: String, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of one hexadecimal digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
