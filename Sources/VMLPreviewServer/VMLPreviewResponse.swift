/// What a ``VMLPreviewServer`` answers one request with: a status, headers and a body. The server
/// adds `Content-Length`, `Connection: close` and, unless given, `Cache-Control: no-store`.
///
/// ```swift
/// let response = VMLPreviewResponse.html("<p>Hi</p>")
/// response.status                   // 200
/// response.headers["Content-Type"]  // "text/html; charset=utf-8"
/// ```
public struct VMLPreviewResponse: Hashable, Sendable {
    /// The status code, such as 200 or 404.
    public var status: Int
    /// The headers, by name as written.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]

    /// A response with `status`, `headers` and `body`.
    ///
    /// ```swift
    /// VMLPreviewResponse(status: 204).body.isEmpty   // true
    /// ```
    public init(status: Int = 200, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An HTML page.
    ///
    /// ```swift
    /// VMLPreviewResponse.html("<p>Gone</p>", status: 404).status   // 404
    /// ```
    public static func html(_ text: String, status: Int = 200) -> VMLPreviewResponse {
        html(bytes: Array(text.utf8), status: status)
    }

    /// An HTML page already encoded as UTF-8, such as a ``VMLPreviewPage``'s `htmlBytes`.
    ///
    /// ```swift
    /// VMLPreviewResponse.html(bytes: Array("<p>Hi</p>".utf8)).body.count   // 9
    /// ```
    public static func html(bytes: [UInt8], status: Int = 200) -> VMLPreviewResponse {
        VMLPreviewResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: bytes)
    }

    /// Plain text.
    ///
    /// ```swift
    /// VMLPreviewResponse.text("v1").headers["Content-Type"]   // "text/plain; charset=utf-8"
    /// ```
    public static func text(_ text: String, status: Int = 200) -> VMLPreviewResponse {
        VMLPreviewResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// `404 Not Found` with a short text.
    ///
    /// ```swift
    /// VMLPreviewResponse.notFound.status   // 404
    /// ```
    public static let notFound = VMLPreviewResponse.text("Not found\n", status: 404)

    /// The response as sent: the status line, the headers (sorted by name) and, unless
    /// `includingBody` is `false` (a `HEAD` request), the body.
    func encoded(includingBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        var fields = headers
        fields["Content-Length"] = String(body.count)
        fields["Connection"] = "close"
        if !fields.keys.contains(where: { $0.lowercased() == "cache-control" }) { fields["Cache-Control"] = "no-store" }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            // A field never carries a line break into the head.
            let clean = value.filter { $0 != "\r" && $0 != "\n" }
            head += name + ": " + clean + "\r\n"
        }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if includingBody { bytes += body }
        return bytes
    }

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }
}
