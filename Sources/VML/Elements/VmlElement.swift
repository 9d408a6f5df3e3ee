/// A custom element the client registers (`Card`, `Star`, `Badge`), with attributes and children.
///
/// ```swift
/// VmlElement("Card", attributes: ["kind": "promo"]) {
///     VmlText("Body")
/// }
/// // <Card kind="promo"><Text>Body</Text></Card>
/// ```
/// A typed element of your own is a view whose body is a `VmlElement`:
/// ```swift
/// struct VmlBadge: VmlView {
///     var count: Int
///     var body: some VmlView { VmlElement("Badge").attribute("count", Double(count)) }
/// }
/// ```
/// A name that is not a valid element or attribute name makes `renderVML()` throw; it is never written.
public struct VmlElement: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an element with children.
    public init(_ name: String, attributes: KeyValuePairs<String, String> = [:], @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder(name)
        for (key, value) in attributes { element.set(key, value) }
        element.append(content())
    }

    /// Creates an element without children.
    public init(_ name: String, attributes: KeyValuePairs<String, String> = [:]) {
        element = ElementBuilder(name)
        for (key, value) in attributes { element.set(key, value) }
    }

    /// The element.
    public var body: VmlContent { return element.content }
}
