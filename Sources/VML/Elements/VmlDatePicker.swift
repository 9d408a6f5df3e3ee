/// SwiftUI's `DatePicker`; the binding becomes `selection` (an ISO 8601 string): `<DatePicker displayedComponents="date" selection="2024-05-01"><Text>Due</Text></DatePicker>`.
public struct VmlDatePicker: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a date picker; arguments left out are not written.
    public init(_ title: String, selection: String? = nil, displayedComponents: VmlDatePickerComponents? = nil) {
        element = VmlElementBuilder("DatePicker")
        element.set("selection", selection)
        element.set("displayedComponents", displayedComponents)
        element.append(VmlText(title).vmlContent)
    }

    /// The `DatePicker` element.
    public var body: VmlContent { element.content }
}
