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
