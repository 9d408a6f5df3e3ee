import Foundation

/// SwiftUI's `TableColumnCustomization`: the client's record of a table's column order and
/// visibility; accepted by ``VmlTable`` and not written.
///
/// ```swift
/// @VmlState var customization = VmlTableColumnCustomization<Person>()
/// VmlTable(people, columnCustomization: $customization) { VmlTableColumn("Name", value: \.name) }
/// ```
public struct VmlTableColumnCustomization<RowValue>: Hashable, Sendable {
    /// An empty customization.
    ///
    /// ```swift
    /// VmlTableColumnCustomization<Person>()
    /// ```
    public init() {}

    /// Resets the column order (the client's state: nothing to do on the server).
    ///
    /// ```swift
    /// customization.resetOrder()
    /// ```
    public mutating func resetOrder() {}
}
