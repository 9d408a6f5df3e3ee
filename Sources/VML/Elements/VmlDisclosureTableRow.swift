import Foundation

/// SwiftUI's `DisclosureTableRow`, refused as ``VmlTableRow`` is: `VmlTable(items, children:)`
/// writes a `DisclosureTableRow` for each item with children.
///
/// ```swift
/// VmlDisclosureTableRow(docs) { … }
/// // error: 'init(_:isExpanded:content:)' is unavailable: a table's rows are built from its data on the server: …
/// ```
public struct VmlDisclosureTableRow: VmlView, Sendable {
    /// Never available; see the type's message.
    @available(
        *, unavailable,
        message:
            "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
    )
    public init<Value>(_ value: Value, isExpanded: VmlBinding<Bool>? = nil, @VmlBuilder content: () -> VmlContent) {}

    /// Nothing.
    public var body: VmlContent { return VmlContent() }
}
