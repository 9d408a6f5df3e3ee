/// SwiftUI's `DismissSearchAction`: `dismissSearch()` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Show all") { dismissSearch() }   // <Button><Text>Show all</Text></Button>
/// ```
public struct VmlDismissSearchAction: Sendable {
    /// Does nothing: the client ends searches.
    public func callAsFunction() {}
}
