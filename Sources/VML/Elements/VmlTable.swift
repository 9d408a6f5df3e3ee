import Foundation

/// SwiftUI's `Table`, resolved on the server: the columns first, as `TableColumn` elements holding
/// their titles (and `width(…)` in their style), then one `TableRow` per row holding one cell per
/// column, in column order (a cell of several views is one `Group`, of none an `EmptyView`). A row
/// with children (`children:`, `OutlineGroup` rows) is a `DisclosureTableRow`: its cells, then its
/// child rows. A selection is written as `List(selection:)` writes it, and the rows are tagged with
/// their `id` so the client can match it; the sort order and column customization are the client's.
///
/// ```swift
/// VmlTable(people) {
///     VmlTableColumn("Name", value: \.name)
///     VmlTableColumn("Age") { VmlText("\($0.age)") }.width(60)
/// }
/// // <Table>
/// //   <TableColumn><Text>Name</Text></TableColumn>
/// //   <TableColumn style="width(60)"><Text>Age</Text></TableColumn>
/// //   <TableRow><Text>Ada</Text><Text>36</Text></TableRow>
/// // </Table>
/// ```
public struct VmlTable: VmlView, Sendable {
    private var element: ElementBuilder

    /// A table of one row per element of `data`; `sortOrder` and `columnCustomization` are accepted.
    ///
    /// ```swift
    /// VmlTable(["Ada"]) { VmlTableColumn("Name", value: \.self) }
    /// // <Table><TableColumn><Text>Name</Text></TableColumn><TableRow><Text>Ada</Text></TableRow></Table>
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: VmlBinding<[KeyPathComparator<Data.Element>]>? = nil,
        columnCustomization: VmlBinding<VmlTableColumnCustomization<Data.Element>>? = nil,
        @VmlTableColumnBuilder<Data.Element> columns: () -> [VmlTableColumn<Data.Element>]
    ) {
        self.init(rows: data.map { TableRowItem($0) }, columns: columns(), selection: nil)
    }

    /// A table of one row per element of `data`, bound to a selection (a row's `id`, or a `Set`).
    ///
    /// ```swift
    /// VmlTable(people, selection: .constant(people[0].id)) { VmlTableColumn("Name", value: \.name) }
    /// // <Table selection="1"><TableColumn><Text>Name</Text></TableColumn><TableRow style="tag(1)"><Text>Ada</Text></TableRow></Table>
    /// ```
    public init<Data: RandomAccessCollection, S: Hashable>(
        _ data: Data, selection: VmlBinding<S>, sortOrder: VmlBinding<[KeyPathComparator<Data.Element>]>? = nil,
        columnCustomization: VmlBinding<VmlTableColumnCustomization<Data.Element>>? = nil,
        @VmlTableColumnBuilder<Data.Element> columns: () -> [VmlTableColumn<Data.Element>]
    ) {
        self.init(rows: data.map { TableRowItem($0) }, columns: columns(), selection: selection.wrappedValue)
    }

    /// A table of the elements of `data` and their descendants (`children` `nil` for a leaf).
    ///
    /// ```swift
    /// VmlTable(folders, children: \.children) { VmlTableColumn("Name", value: \.name) }
    /// // <Table><TableColumn>…</TableColumn><DisclosureTableRow><Text>Docs</Text><TableRow><Text>a.txt</Text></TableRow></DisclosureTableRow></Table>
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: VmlBinding<[KeyPathComparator<Data.Element>]>? = nil,
        columnCustomization: VmlBinding<VmlTableColumnCustomization<Data.Element>>? = nil,
        @VmlTableColumnBuilder<Data.Element> columns: () -> [VmlTableColumn<Data.Element>]
    ) {
        self.init(rows: data.map { TableRowItem($0, children: children) }, columns: columns(), selection: nil)
    }

    /// A table of the elements of `data` and their descendants, bound to a selection.
    ///
    /// ```swift
    /// VmlTable(folders, children: \.children, selection: $selected) { VmlTableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, S: Hashable>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: VmlBinding<S>,
        sortOrder: VmlBinding<[KeyPathComparator<Data.Element>]>? = nil,
        columnCustomization: VmlBinding<VmlTableColumnCustomization<Data.Element>>? = nil,
        @VmlTableColumnBuilder<Data.Element> columns: () -> [VmlTableColumn<Data.Element>]
    ) {
        self.init(rows: data.map { TableRowItem($0, children: children) }, columns: columns(), selection: selection.wrappedValue)
    }

    /// SwiftUI's `Table(of:columns:rows:)`, refused: the rows a `rows:` builder makes would have to
    /// reach the table through shared state while it is built. Build the rows from the data.
    ///
    /// ```swift
    /// VmlTable(of: String.self) { VmlTableColumn("Name", value: \.self) } rows: { VmlTableRow("Ada") }
    /// // error: 'init(of:sortOrder:columnCustomization:columns:rows:)' is unavailable: a table's rows are built from its data on the server: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
    )
    public init<Value>(
        of valueType: Value.Type = Value.self, sortOrder: VmlBinding<[KeyPathComparator<Value>]>? = nil,
        columnCustomization: VmlBinding<VmlTableColumnCustomization<Value>>? = nil,
        @VmlTableColumnBuilder<Value> columns: () -> [VmlTableColumn<Value>], @VmlBuilder rows: () -> VmlContent
    ) {
        self.init(rows: [], columns: columns(), selection: nil)
    }

    /// SwiftUI's `Table(of:selection:columns:rows:)`, refused as `Table(of:columns:rows:)` is.
    ///
    /// ```swift
    /// VmlTable(of: Person.self, selection: $selected) { VmlTableColumn("Name", value: \.name) } rows: { … }
    /// // error: 'init(of:selection:sortOrder:columnCustomization:columns:rows:)' is unavailable: a table's rows are built from its data on the server: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
    )
    public init<Value, S: Hashable>(
        of valueType: Value.Type = Value.self, selection: VmlBinding<S>, sortOrder: VmlBinding<[KeyPathComparator<Value>]>? = nil,
        columnCustomization: VmlBinding<VmlTableColumnCustomization<Value>>? = nil,
        @VmlTableColumnBuilder<Value> columns: () -> [VmlTableColumn<Value>], @VmlBuilder rows: () -> VmlContent
    ) {
        self.init(rows: [], columns: columns(), selection: selection.wrappedValue)
    }

    /// The element: column headers, then the rows (tagged with their `id` when there is a selection).
    private init<Value>(rows: [TableRowItem], columns: [VmlTableColumn<Value>], selection: Any?) {
        element = ElementBuilder("Table")
        if let selection { element.set(selection: selection) }
        var nodes = columns.map { column -> VMLNode in
            var header = ElementBuilder("TableColumn")
            header.append(column.title)
            var content = header.content
            for modifier in column.modifiers { content = content.modified(modifier) }
            return content.nodes.first ?? .element(header.element)
        }
        let tagsRows = selection != nil
        func cells(_ item: TableRowItem) -> [VMLNode] {
            guard let value = item.value as? Value else { return [] }
            return columns.map { column in
                let cell = column.cell(value).nodes
                if cell.count == 1, let node = cell.first { return node }
                return .element(VMLNode.Element(cell.isEmpty ? "EmptyView" : "Group", children: cell))
            }
        }
        func tagged(_ row: ElementBuilder, _ item: TableRowItem) -> VMLNode.Element {
            var content = row.content
            if tagsRows { ImplicitTags.tag(&content, with: ImplicitTags.identity(of: item.value)) }
            guard case .element(let element)? = content.nodes.first else { return row.element }
            return element
        }
        nodes += OutlineTree.nodes(
            roots: rows, children: { $0.children?() },
            leaf: { item in
                var row = ElementBuilder("TableRow")
                row.append(VmlContent(nodes: cells(item)))
                return [.element(tagged(row, item))]
            },
            branch: { item, children in
                var row = ElementBuilder("DisclosureTableRow")
                row.append(VmlContent(nodes: cells(item) + children))
                return tagged(row, item)
            })
        element.append(VmlContent(nodes: nodes))
    }

    /// The `Table` element.
    public var body: VmlContent { return element.content }
}

/// One row of a table: its value and, for a disclosure row, its child rows (`nil` for a leaf).
struct TableRowItem {
    let value: Any
    let children: (() -> [TableRowItem])?

    /// A leaf row.
    init(_ value: Any) {
        self.value = value
        self.children = nil
    }

    /// A row whose children the key path gives (a leaf when it gives `nil`), opened as the table is built.
    init<Element, C: RandomAccessCollection>(_ value: Element, children keyPath: KeyPath<Element, C?>) where C.Element == Element {
        self.value = value
        if let kids = value[keyPath: keyPath] {
            self.children = { kids.map { TableRowItem($0, children: keyPath) } }
        } else {
            self.children = nil
        }
    }
}
