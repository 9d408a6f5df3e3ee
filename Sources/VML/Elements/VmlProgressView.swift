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

    /// The `ProgressView` element.
    public var body: VmlContent { return element.content }
}
