import Hummingbird
import VMLPreview

extension VMLPreviewResponse {
    /// Hummingbird's response carrying this one to `request`: its status, its headers (a header
    /// name HTTP does not allow is left out), `Cache-Control: no-store` unless it sets one, and its
    /// body — for `HEAD`, only the body's `Content-Length`.
    ///
    /// ```swift
    /// VMLPreviewResponse.html("<p>Hi</p>").response(for: request)
    /// // 200, Content-Type: text/html; charset=utf-8, Cache-Control: no-store, body <p>Hi</p>
    /// ```
    func response(for request: Request) -> Response {
        var fields = HTTPFields()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            if let name = HTTPFields.Element.Name(name) { fields[name] = value }
        }
        if fields[.cacheControl] == nil { fields[.cacheControl] = "no-store" }
        let status = HTTPResponse.Status(code: status)
        guard request.method != .head else {
            fields[.contentLength] = String(body.count)
            return Response(status: status, headers: fields)
        }
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
