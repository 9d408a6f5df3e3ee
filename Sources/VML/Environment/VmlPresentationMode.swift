/// SwiftUI's `PresentationMode`, which `@VmlEnvironment(\.presentationMode)` reads: whether the
/// view is presented, and a `dismiss()` that does nothing on the server.
///
/// ```swift
/// VmlButton("Close") { presentationMode.wrappedValue.dismiss() }   // <Button><Text>Close</Text></Button>
/// ```
public struct VmlPresentationMode: Hashable, Sendable {
    /// Whether the view is presented: the environment's `isPresented`.
    public var isPresented: Bool

    /// Does nothing: the client dismisses.
    public mutating func dismiss() {}
}
