/// SwiftUI's `TableRowBuilder`, refused at compile time: a table's rows come from its data.
///
/// ```swift
/// @VmlTableRowBuilder<Person> var rows: VmlContent { … }
/// // error: 'VmlTableRowBuilder' is unavailable: a table's rows are built from its data on the server: …
/// ```
@available(
    *, unavailable,
    message:
        "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
)
public typealias VmlTableRowBuilder<Value> = VmlBuilder
