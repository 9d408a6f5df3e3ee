/// SwiftUI's `OpenWindowAction`: `openWindow(id:)` and `openWindow(value:)` compile and do nothing
/// on the server (actions never run).
///
/// ```swift
/// VmlButton("Inspector") { openWindow(id: "inspector") }   // <Button><Text>Inspector</Text></Button>
/// ```
public struct VmlOpenWindowAction: Sendable {
    /// Does nothing: the client opens windows.
    public func callAsFunction(id: String) {}

    /// Does nothing: the client opens windows.
    public func callAsFunction<D: Hashable>(value: D) {}

    /// Does nothing: the client opens windows.
    public func callAsFunction<D: Hashable>(id: String, value: D) {}
}
