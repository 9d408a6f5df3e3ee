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

/// SwiftUI's `TableColumn`: a column's title and how each row's cell is built; used in a
/// ``VmlTable``'s `columns:`.
///
/// ```swift
/// VmlTableColumn("Name", value: \Person.name)
/// VmlTableColumn("Age") { (person: Person) in VmlText("\(person.age)") }.width(min: 40, max: 80)
/// ```
public struct VmlTableColumn<RowValue> {
    let title: VmlContent
    let cell: (RowValue) -> VmlContent
    var modifiers: [VMLModifier] = []

    /// A column showing a string property as text.
    ///
    /// ```swift
    /// VmlTableColumn("Name", value: \Person.name)   // header <Text>Name</Text>, cells <Text>Ada</Text>
    /// ```
    public init(_ title: String, value: KeyPath<RowValue, String>) {
        self.title = VmlText(titleKey: title).vmlContent
        self.cell = { VmlText(verbatim: $0[keyPath: value]).vmlContent }
    }

    /// A column whose cells `content` builds.
    ///
    /// ```swift
    /// VmlTableColumn("Age") { (person: Person) in VmlText("\(person.age)") }   // cells <Text>36</Text>
    /// ```
    public init(_ title: String, @VmlBuilder content: @escaping (RowValue) -> VmlContent) {
        self.title = VmlText(titleKey: title).vmlContent
        self.cell = content
    }

    /// A column sorted by `value` whose cells `content` builds (the sorting is the client's).
    ///
    /// ```swift
    /// VmlTableColumn("Age", value: \Person.age) { VmlText("\($0.age)") }   // cells <Text>36</Text>
    /// ```
    public init<V>(_ title: String, value: KeyPath<RowValue, V>, @VmlBuilder content: @escaping (RowValue) -> VmlContent) {
        self.init(title, content: content)
    }

    /// The column with a fixed width: `width(80)` in the column's style.
    ///
    /// ```swift
    /// VmlTableColumn("Name", value: \Person.name).width(80)   // <TableColumn style="width(80)">
    /// ```
    public func width(_ width: Double?) -> VmlTableColumn {
        var column = self
        if let width { column.modifiers.append(VMLModifier("width", VMLArgument(.number(width)))) }
        return column
    }

    /// The column with a flexible width: `width(min: 40, max: 80)` in the column's style (the
    /// bounds given).
    ///
    /// ```swift
    /// VmlTableColumn("Name", value: \Person.name).width(min: 40, ideal: 60)   // <TableColumn style="width(min: 40, ideal: 60)">
    /// ```
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> VmlTableColumn {
        var column = self
        let arguments = [("min", min), ("ideal", ideal), ("max", max)].compactMap { label, value in
            value.map { VMLArgument.labeled(label, .number($0)) }
        }
        column.modifiers.append(VMLModifier("width", arguments: arguments))
        return column
    }
}

/// SwiftUI's `TableColumnBuilder`: collects a ``VmlTable``'s columns.
///
/// ```swift
/// VmlTable(people) { VmlTableColumn("Name", value: \.name); VmlTableColumn("City", value: \.city) }
/// ```
@resultBuilder
public enum VmlTableColumnBuilder<RowValue> {
    /// One column.
    ///
    /// ```swift
    /// VmlTableColumn("Name", value: \.name)
    /// ```
    public static func buildExpression(_ column: VmlTableColumn<RowValue>) -> [VmlTableColumn<RowValue>] {
        [column]
    }

    /// The columns, in order.
    ///
    /// ```swift
    /// VmlTableColumnBuilder<Person>.buildBlock()   // no columns
    /// ```
    public static func buildBlock(_ parts: [VmlTableColumn<RowValue>]...) -> [VmlTableColumn<RowValue>] {
        parts.flatMap { $0 }
    }

    /// Columns under an `if`.
    ///
    /// ```swift
    /// if showsAge { VmlTableColumn("Age") { VmlText("\($0.age)") } }
    /// ```
    public static func buildOptional(_ part: [VmlTableColumn<RowValue>]?) -> [VmlTableColumn<RowValue>] {
        part ?? []
    }

    /// Columns of an `if`'s first branch.
    ///
    /// ```swift
    /// if compact { VmlTableColumn("Name", value: \.name) } else { VmlTableColumn("Full name", value: \.fullName) }
    /// ```
    public static func buildEither(first part: [VmlTableColumn<RowValue>]) -> [VmlTableColumn<RowValue>] {
        part
    }

    /// Columns of an `if`'s second branch.
    ///
    /// ```swift
    /// if compact { VmlTableColumn("Name", value: \.name) } else { VmlTableColumn("Full name", value: \.fullName) }
    /// ```
    public static func buildEither(second part: [VmlTableColumn<RowValue>]) -> [VmlTableColumn<RowValue>] {
        part
    }

    /// Columns of a `for` loop.
    ///
    /// ```swift
    /// for field in fields { VmlTableColumn(field.title, value: field.keyPath) }
    /// ```
    public static func buildArray(_ parts: [[VmlTableColumn<RowValue>]]) -> [VmlTableColumn<RowValue>] {
        parts.flatMap { $0 }
    }
}

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
