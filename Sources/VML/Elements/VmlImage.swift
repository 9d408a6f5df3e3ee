import Foundation

/// SwiftUI's `Image`: `Image(systemName:)` → `<Image systemName="star"/>`, `Image("logo")` → `<Image name="logo"/>`.
public struct VmlImage: VmlView, Sendable {
    private var element: ElementBuilder

    /// An SF Symbol: `<Image systemName="star"/>`.
    public init(systemName: String) {
        element = ElementBuilder("Image")
        element.set("systemName", systemName)
    }

    /// An image from the app's assets: `<Image name="logo"/>`.
    public init(_ name: String) {
        element = ElementBuilder("Image")
        element.set("name", name)
    }

    /// A decorative image from the app's assets, hidden from accessibility:
    /// `VmlImage(decorative: "bg")` → `<Image decorative="bg"/>`.
    public init(decorative name: String) {
        element = ElementBuilder("Image")
        element.set("decorative", name)
    }

    /// An image from an asset catalog in a bundle; the bundle is the client's, so only the name is
    /// written: `<Image name="logo"/>`.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// An asset image by its generated symbol, as SwiftUI's `Image(.logo)`: writes the resource's
    /// name, `<Image name="logo"/>`. Declare the symbols your screens use on ``VmlImageResource``.
    public init(_ resource: VmlImageResource) {
        self.init(resource.name)
    }

    /// An SF Symbol drawn at a variable value (0 to 1):
    /// `VmlImage(systemName: "wifi", variableValue: 0.5)` → `<Image systemName="wifi" variableValue="0.5"/>`.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        element.set("variableValue", variableValue)
    }

    /// An asset image with an accessibility label, written as the attribute `label` (the text, as a
    /// `prompt:` is written); the bundle is the client's.
    ///
    /// ```swift
    /// VmlImage("logo", label: VmlText("Company logo"))
    /// // <Image label="Company logo" name="logo"/>
    /// ```
    public init(_ name: String, bundle: Bundle? = nil, label: VmlText) {
        self.init(name)
        element.set("label", label.text)
    }

    /// An asset symbol image drawn at a variable value (0 to 1), optionally with an accessibility label.
    ///
    /// ```swift
    /// VmlImage("signal", variableValue: 0.5)
    /// // <Image name="signal" variableValue="0.5"/>
    /// ```
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: VmlText? = nil) {
        self.init(name)
        element.set("variableValue", variableValue)
        element.set("label", label?.text)
    }

    /// A decorative asset symbol image drawn at a variable value (0 to 1).
    ///
    /// ```swift
    /// VmlImage(decorative: "signal", variableValue: 1)
    /// // <Image decorative="signal" variableValue="1"/>
    /// ```
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name)
        element.set("variableValue", variableValue)
    }

    /// The image an ``VmlAsyncImage`` loads, written `<Image/>`: the client draws what it loaded.
    init(loaded: ()) {
        element = ElementBuilder("Image")
    }

    /// The `Image` element.
    public var body: VmlContent { return element.content }
}
