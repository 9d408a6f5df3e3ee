/// SwiftUI's `DatePicker`; the binding becomes `selection` (an ISO 8601 string): `<DatePicker displayedComponents="date" selection="2024-05-01"><Text>Due</Text></DatePicker>`.
public struct VmlDatePicker: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a date picker; arguments left out are not written.
    public init(_ title: String, selection: String? = nil, displayedComponents: VmlDatePickerComponents? = nil) {
        element = ElementBuilder("DatePicker")
        element.set("selection", selection)
        element.set("displayedComponents", displayedComponents)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a date picker bound to a `Date`, as SwiftUI spells it; the selection and the range's
    /// bounds are written in ISO 8601 (`selection="2026-11-23T08:00:00Z"`, `lowerBound`, `upperBound`).
    public init(
        _ title: String, selection: VmlBinding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: VmlDatePickerComponents? = nil
    ) {
        self.init(title, selection: selection.wrappedValue.formatted(.iso8601), displayedComponents: displayedComponents)
        if let range {
            element.set("lowerBound", swiftValue: range.lowerBound)
            element.set("upperBound", swiftValue: range.upperBound)
        }
    }

    /// Creates a date picker bound to a `Date` with dates from `range` on.
    public init(
        _ title: String, selection: VmlBinding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: VmlDatePickerComponents? = nil
    ) {
        self.init(title, selection: selection.wrappedValue.formatted(.iso8601), displayedComponents: displayedComponents)
        element.set("lowerBound", swiftValue: range.lowerBound)
    }

    /// Creates a date picker bound to a `Date` with dates up to `range`'s end.
    public init(
        _ title: String, selection: VmlBinding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: VmlDatePickerComponents? = nil
    ) {
        self.init(title, selection: selection.wrappedValue.formatted(.iso8601), displayedComponents: displayedComponents)
        element.set("upperBound", swiftValue: range.upperBound)
    }

    /// Creates a date picker bound to a `Date` with a label: `VmlDatePicker(selection: $due) { VmlText("Due") }`.
    public init(
        selection: VmlBinding<Date>, in range: ClosedRange<Date>? = nil, displayedComponents: VmlDatePickerComponents? = nil,
        @VmlBuilder label: () -> VmlContent
    ) {
        self.init(labeled: label, selection: selection, displayedComponents: displayedComponents)
        if let range {
            element.set("lowerBound", swiftValue: range.lowerBound)
            element.set("upperBound", swiftValue: range.upperBound)
        }
    }

    /// Creates a date picker bound to a `Date` with dates from `range` on, with a label.
    public init(
        selection: VmlBinding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: VmlDatePickerComponents? = nil,
        @VmlBuilder label: () -> VmlContent
    ) {
        self.init(labeled: label, selection: selection, displayedComponents: displayedComponents)
        element.set("lowerBound", swiftValue: range.lowerBound)
    }

    /// Creates a date picker bound to a `Date` with dates up to `range`'s end, with a label.
    public init(
        selection: VmlBinding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: VmlDatePickerComponents? = nil,
        @VmlBuilder label: () -> VmlContent
    ) {
        self.init(labeled: label, selection: selection, displayedComponents: displayedComponents)
        element.set("upperBound", swiftValue: range.upperBound)
    }

    /// The element with the selection and components, then the label.
    private init(labeled label: () -> VmlContent, selection: VmlBinding<Date>, displayedComponents: VmlDatePickerComponents?) {
        element = ElementBuilder("DatePicker")
        element.set("selection", selection.wrappedValue.formatted(.iso8601))
        element.set("displayedComponents", displayedComponents)
        element.append(label())
    }

    /// The `DatePicker` element.
    public var body: VmlContent { return element.content }
}
