// The preview library: VML drawn as SwiftUI lays it out, as one self-contained HTML page, and the
// Swift previews API over it. It re-exports the HTTP server it serves galleries with
// (VMLPreviewServer, its own module), so `import VMLPreview` still gives `VMLPreviewServer`,
// `VMLPreviewRequest` and `VMLPreviewResponse`: what `VMLPreviews.serve` and `routes()` hand back.
@_exported import VMLPreviewServer
