/// SwiftUI's `DismissAction`: `dismiss()` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Cancel") { dismiss() }   // <Button><Text>Cancel</Text></Button>
/// ```
public struct VmlDismissAction: Sendable {
    /// Does nothing: the client dismisses.
    public func callAsFunction() {}
}
