import VMLCore

/// Why a ``VMLPreviews`` gallery could not be written or served.
///
/// ```swift
/// let error = VMLPreviewsError.cannotWrite(path: "/readonly/index.html")
/// error.description   // "cannot write /readonly/index.html"
/// ```
public enum VMLPreviewsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A preview's view could not be written to VML.
    case cannotRender(preview: String, VMLSerializationError)
    /// A folder or file of the gallery could not be created.
    case cannotWrite(path: String)
    /// The server could not start.
    case server(VMLPreviewServerError)

    /// The message, such as `the preview 'Task list — empty' cannot be written to VML: …`.
    ///
    /// ```swift
    /// VMLPreviewsError.server(.invalidPort(-1)).description   // "the port -1 is not between 0 and 65535"
    /// ```
    public var description: String {
        switch self {
        case .cannotRender(let preview, let error):
            "the preview '\(preview)' cannot be written to VML: \(error.description)"
        case .cannotWrite(let path):
            "cannot write \(path)"
        case .server(let error):
            error.description
        }
    }
}
