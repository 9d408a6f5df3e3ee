import Foundation

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

extension VmlTableColumn {
    /// SwiftUI's `TableColumn(_:sortUsing:content:)` with a `Text` title, refused at compile time.
    ///
    /// ```swift
    /// VmlTableColumn(VmlText("Name"), sortUsing: comparator) { row in … }
    /// // error: 'init(_:sortUsing:content:)' is unavailable: a table sorts on the client: sort the rows on the server and write VmlTableColumn(_:content:)
    /// ```
    @available(*, unavailable, message: "a table sorts on the client: sort the rows on the server and write VmlTableColumn(_:content:)")
    public init<Sort>(_ text: VmlText, sortUsing comparator: Sort, content: @escaping (RowValue) -> VmlContent) {
        self.init("", content: content)
    }
}
