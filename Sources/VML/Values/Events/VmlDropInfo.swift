import Foundation

/// SwiftUI's `DropInfo`, what a ``VmlDropDelegate`` receives on the client.
///
/// ```swift
/// struct NoteDrop: VmlDropDelegate {
///     func performDrop(info: VmlDropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
/// }
/// ```
public struct VmlDropInfo {
    /// Where the drop is.
    public var location: CGPoint

    /// Whether the drop offers items of these types.
    public func hasItemsConforming(to contentTypes: [VmlUTType]) -> Bool { false }

    /// The drop's items of these types.
    public func itemProviders(for contentTypes: [VmlUTType]) -> [VmlItemProvider] { [] }
}
