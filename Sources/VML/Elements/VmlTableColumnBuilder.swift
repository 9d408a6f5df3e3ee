import Foundation

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
