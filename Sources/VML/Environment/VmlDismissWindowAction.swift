/// SwiftUI's `DismissWindowAction`: `dismissWindow()` and `dismissWindow(id:)` compile and do
/// nothing on the server (actions never run).
///
/// ```swift
/// VmlButton("Close") { dismissWindow(id: "inspector") }   // <Button><Text>Close</Text></Button>
/// ```
public struct VmlDismissWindowAction: Sendable {
    /// Does nothing: the client closes windows.
    public func callAsFunction() {}

    /// Does nothing: the client closes windows.
    public func callAsFunction(id: String) {}

    /// Does nothing: the client closes windows.
    public func callAsFunction<D: Hashable>(value: D) {}

    /// Does nothing: the client closes windows.
    public func callAsFunction<D: Hashable>(id: String, value: D) {}
}
