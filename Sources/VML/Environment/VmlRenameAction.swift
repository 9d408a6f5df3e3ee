/// SwiftUI's `RenameAction`, which `@VmlEnvironment(\.rename)` gives as `nil` on the server, so
/// `if let rename` code compiles and skips it.
///
/// ```swift
/// VmlButton("Rename") { rename?() }   // <Button><Text>Rename</Text></Button>
/// ```
public struct VmlRenameAction: Sendable {
    /// Does nothing: the client renames.
    public func callAsFunction() {}
}
