import Foundation

/// SwiftUI's `ProgressView`: `<ProgressView/>`, `<ProgressView total="1" value="0.4"/>`.
public struct VmlProgressView: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an indeterminate progress view.
    public init() {
        element = ElementBuilder("ProgressView")

    }

    /// Creates a progress view with a text label.
    public init(_ title: String) {
        element = ElementBuilder("ProgressView")
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a determinate progress view; arguments left out are not written.
    public init(value: Double?, total: Double? = nil) {
        element = ElementBuilder("ProgressView")
        element.set("value", value)
        element.set("total", total)
    }

    /// Creates a determinate progress view with a text label.
    public init(_ title: String, value: Double?, total: Double? = nil) {
        element = ElementBuilder("ProgressView")
        element.set("value", value)
        element.set("total", total)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates an indeterminate progress view with a label.
    ///
    /// ```swift
    /// VmlProgressView { VmlText("Loading") }
    /// // <ProgressView><Text>Loading</Text></ProgressView>
    /// ```
    public init(@VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("ProgressView")
        element.append(label())
    }

    /// Creates a determinate progress view with a label and an optional `currentValueLabel` template.
    ///
    /// ```swift
    /// VmlProgressView(value: 0.4) { VmlText("Upload") } currentValueLabel: { VmlText("40%") }
    /// // <ProgressView value="0.4"><Text>Upload</Text><Text template="currentValueLabel">40%</Text></ProgressView>
    /// ```
    public init(
        value: Double?, total: Double? = nil, @VmlBuilder label: () -> VmlContent,
        @VmlBuilder currentValueLabel: () -> VmlContent = { VmlContent() }
    ) {
        self.init(value: value, total: total)
        element.append(label())
        let current = currentValueLabel()
        if !current.nodes.isEmpty { element.append(current, template: "currentValueLabel") }
    }

    /// Creates a progress view over a time interval (SwiftUI's `ProgressView(timerInterval:countsDown:)`):
    /// the interval's ends are written in ISO 8601 as `lowerBound` and `upperBound` (the client
    /// animates it), `countsDown="false"` when it counts up; labels as in ``init(value:total:label:currentValueLabel:)``.
    ///
    /// ```swift
    /// VmlProgressView(timerInterval: start...end, countsDown: false)
    /// // <ProgressView countsDown="false" lowerBound="2027-01-15T08:00:00Z" upperBound="2027-01-15T09:00:00Z"/>
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @VmlBuilder label: () -> VmlContent = { VmlContent() },
        @VmlBuilder currentValueLabel: () -> VmlContent = { VmlContent() }
    ) {
        element = ElementBuilder("ProgressView")
        if !countsDown { element.set("countsDown", false) }
        element.set("lowerBound", swiftValue: timerInterval.lowerBound)
        element.set("upperBound", swiftValue: timerInterval.upperBound)
        element.append(label())
        let current = currentValueLabel()
        if !current.nodes.isEmpty { element.append(current, template: "currentValueLabel") }
    }

    /// The `ProgressView` element.
    public var body: VmlContent { return element.content }
}
