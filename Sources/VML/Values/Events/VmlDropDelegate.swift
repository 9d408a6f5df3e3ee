/// SwiftUI's `DropDelegate`, what `onDrop(of:delegate:)` takes: drag and drop runs on the client,
/// so no requirement is ever called; the methods a delegate writes compile as they are.
///
/// ```swift
/// struct NoteDrop: VmlDropDelegate {
///     func performDrop(info: VmlDropInfo) -> Bool { true }
/// }
/// ```
public protocol VmlDropDelegate {
    /// Whether the drop is accepted.
    func performDrop(info: VmlDropInfo) -> Bool
}

extension VmlDropDelegate {
    /// Whether a drop may start: the client asks; by default, yes.
    public func validateDrop(info: VmlDropInfo) -> Bool { true }
    /// A drop entered the view: by default, nothing.
    public func dropEntered(info: VmlDropInfo) {}
    /// A drop left the view: by default, nothing.
    public func dropExited(info: VmlDropInfo) {}
}
