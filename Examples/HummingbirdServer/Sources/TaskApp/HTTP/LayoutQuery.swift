import Hummingbird
import VML

extension Request {
    /// The layout the client asked for with `?layout=`: compact when absent, `compact` or
    /// `pretty`; anything else throws ``ScreenError/badLayout(_:)``.
    ///
    /// ```swift
    /// // GET /tasks                → .compact
    /// // GET /tasks?layout=pretty  → .pretty
    /// // GET /tasks?layout=bogus   → throws ScreenError.badLayout("bogus")  (400)
    /// ```
    public func vmlLayout() throws(ScreenError) -> VMLFormat {
        guard let value = uri.queryParameters.get("layout") else { return .compact }
        guard let layout = VMLFormat(rawValue: value) else { throw .badLayout(value) }
        return layout
    }

    /// The requested layout for an error screen: as ``vmlLayout()``, but compact when the value
    /// is bad, so the 400 screen itself can be written.
    public var errorScreenLayout: VMLFormat {
        (try? vmlLayout()) ?? .compact
    }
}
