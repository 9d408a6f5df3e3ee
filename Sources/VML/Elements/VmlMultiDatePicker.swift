import Foundation

/// SwiftUI's `MultiDatePicker`: the selected days are written as the array `selection` of
/// `yyyy-MM-dd` strings, in order; a range's ends as `lowerBound` and `upperBound` in ISO 8601
/// (`upperBound` is excluded, as SwiftUI's `Range` and `..<` exclude it); the title is a `Text` child.
///
/// ```swift
/// VmlMultiDatePicker("Days", selection: $days)   // days == [DateComponents(year: 2027, month: 1, day: 15)]
/// // <MultiDatePicker selection="[&quot;2027-01-15&quot;]"><Text>Days</Text></MultiDatePicker>
/// ```
public struct VmlMultiDatePicker: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a picker of several days with a title.
    ///
    /// ```swift
    /// VmlMultiDatePicker("Days", selection: .constant([]))
    /// // <MultiDatePicker selection="[]"><Text>Days</Text></MultiDatePicker>
    /// ```
    public init(_ title: String, selection: VmlBinding<Set<DateComponents>>) {
        self.init(selection: selection) { VmlText(titleKey: title) }
    }

    /// Creates a picker of several days within `bounds` (a `Range`, `from...` or `..<to`), with a title.
    ///
    /// ```swift
    /// VmlMultiDatePicker("Days", selection: .constant([]), in: start...)
    /// // <MultiDatePicker lowerBound="2027-01-01T00:00:00Z" selection="[]"><Text>Days</Text></MultiDatePicker>
    /// ```
    public init(_ title: String, selection: VmlBinding<Set<DateComponents>>, in bounds: some RangeExpression<Date>) {
        self.init(selection: selection, in: bounds) { VmlText(titleKey: title) }
    }

    /// Creates a picker of several days with a label.
    ///
    /// ```swift
    /// VmlMultiDatePicker(selection: .constant([])) { VmlText("Days") }
    /// // <MultiDatePicker selection="[]"><Text>Days</Text></MultiDatePicker>
    /// ```
    public init(selection: VmlBinding<Set<DateComponents>>, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("MultiDatePicker")
        let days = selection.wrappedValue.map(Self.day).sorted()
        element.element.setAttribute(.expression("selection", .array(days.map { .string($0) })))
        element.append(label())
    }

    /// Creates a picker of several days within `bounds`, with a label.
    ///
    /// ```swift
    /// VmlMultiDatePicker(selection: .constant([]), in: ..<end) { VmlText("Days") }
    /// // <MultiDatePicker selection="[]" upperBound="2027-02-01T00:00:00Z"><Text>Days</Text></MultiDatePicker>
    /// ```
    public init(
        selection: VmlBinding<Set<DateComponents>>, in bounds: some RangeExpression<Date>, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(selection: selection, label: label)
        if let range = bounds as? Range<Date> {
            element.set("lowerBound", swiftValue: range.lowerBound)
            element.set("upperBound", swiftValue: range.upperBound)
        } else if let range = bounds as? PartialRangeFrom<Date> {
            element.set("lowerBound", swiftValue: range.lowerBound)
        } else if let range = bounds as? PartialRangeUpTo<Date> {
            element.set("upperBound", swiftValue: range.upperBound)
        }
    }

    /// A day as `yyyy-MM-dd` (missing fields as zeros).
    private static func day(_ components: DateComponents) -> String {
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(components.year, 4))-\(padded(components.month, 2))-\(padded(components.day, 2))"
    }

    /// The `MultiDatePicker` element.
    public var body: VmlContent { return element.content }
}
