/// SwiftUI's `OpenURLAction`: `openURL(url)` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Help") { openURL(helpURL) }   // <Button><Text>Help</Text></Button>
/// ```
public struct VmlOpenURLAction: Sendable {
    /// Does nothing: the client opens URLs.
    public func callAsFunction(_ url: URL) {}

    /// Does nothing, and never calls `completion`: the client opens URLs.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

extension VmlOpenURLAction {
    /// SwiftUI's `OpenURLAction(handler:)`, for `.environment(\.openURL, …)`: compiles, and the
    /// handler never runs on the server (the client opens URLs).
    ///
    /// ```swift
    /// Terms().environment(\.openURL, VmlOpenURLAction { _ in .handled })   // <Text>Terms</Text>
    /// ```
    public init(handler: (URL) -> Result) {}

    /// SwiftUI's `OpenURLAction.Result`: what a handler returns; never read on the server.
    ///
    /// ```swift
    /// VmlOpenURLAction { url in url.scheme == "https" ? .systemAction : .discarded }
    /// ```
    public struct Result: Sendable {
        /// The handler opened the URL.
        public static var handled: Result { Result() }
        /// The handler ignored the URL.
        public static var discarded: Result { Result() }
        /// The system opens the URL.
        public static var systemAction: Result { Result() }

        /// The system opens another URL.
        public static func systemAction(_ url: URL) -> Result { Result() }

        /// The system opens another URL, in the app if it prefers.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result() }
    }
}
