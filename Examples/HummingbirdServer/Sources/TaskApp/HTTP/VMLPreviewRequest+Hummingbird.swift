import Hummingbird
import VMLPreview

extension VMLPreviewRequest {
    /// The preview library's request for Hummingbird's `request`, its path without `prefix` (where
    /// the gallery is mounted), so `VMLPreviews.routes()` answers it: `/_previews/x.html?a=1` under
    /// `/_previews` is `/x.html?a=1`. Repeated headers are joined with `, `.
    ///
    /// ```swift
    /// // GET /_previews/task-list-empty-dark.html
    /// VMLPreviewRequest(request, mountedAt: "/_previews").path   // "/task-list-empty-dark.html"
    /// ```
    init(_ request: Request, mountedAt prefix: String) {
        var path = request.uri.path
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        if !path.hasPrefix("/") { path = "/" + path }
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        self.init(
            method: request.method.rawValue, target: path + (request.uri.query.map { "?" + $0 } ?? ""), headers: headers)
    }
}
