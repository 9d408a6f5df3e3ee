/// SwiftUI's `RefreshAction`, which `@VmlEnvironment(\.refresh)` gives as `nil` on the server
/// (`refreshable` writes nothing and its action never runs), so `if let refresh` code compiles
/// and skips it.
///
/// ```swift
/// VmlButton("Reload") { Task { await refresh?() } }   // <Button><Text>Reload</Text></Button>
/// ```
public struct VmlRefreshAction: Sendable {
    /// Does nothing: the client refreshes.
    public func callAsFunction() async {}
}
