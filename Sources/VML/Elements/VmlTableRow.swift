import Foundation

/// SwiftUI's `TableRow`, refused: a `rows:` builder's rows would have to reach their table through
/// shared state while it is built. A ``VmlTable`` builds its rows from its data.
///
/// ```swift
/// VmlTableRow(ada)
/// // error: 'init(_:)' is unavailable: a table's rows are built from its data on the server: write VmlTable(items) { columns } or …
/// ```
public struct VmlTableRow: VmlView, Sendable {
    /// Never available; see the type's message.
    @available(
        *, unavailable,
        message:
            "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
    )
    public init<Value>(_ value: Value) {}

    /// Nothing.
    public var body: VmlContent { return VmlContent() }
}
