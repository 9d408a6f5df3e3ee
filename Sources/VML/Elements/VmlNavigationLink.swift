/// SwiftUI's `NavigationLink`: label children, then the destination — an attribute (a route the
/// client resolves) or a `destination` template, or both.
///
/// ```swift
/// VmlNavigationLink(destination: "/products/1") { VmlText("More Information") }
/// // <NavigationLink destination="/products/1"><Text>More Information</Text></NavigationLink>
/// ```
public struct VmlNavigationLink: VmlView, Sendable {
    private var element: ElementBuilder

    /// A link to a route: `destination` is an attribute.
    public init(destination: String, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("NavigationLink")
        element.set("destination", destination)
        element.append(label())
    }

    /// A link with a text label to a route.
    public init(_ title: String, destination: String) {
        element = ElementBuilder("NavigationLink")
        element.set("destination", destination)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// A link to a destination view, as SwiftUI's `NavigationLink(destination:label:)`: the view is
    /// a `destination` template after the label.
    ///
    /// ```swift
    /// VmlNavigationLink(destination: VmlText("Detail")) { VmlText("Open") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init(destination: any VmlView, @VmlBuilder label: () -> VmlContent) {
        self.init(destination: { destination }, label: label)
    }

    /// SwiftUI's deprecated `NavigationLink(destination:isActive:label:)`: written as its replacement,
    /// `NavigationLink(destination:label:)`, is. Whether the link is pushed is the client's navigation
    /// state, changed by taps, so the binding is read and not written.
    ///
    /// ```swift
    /// VmlNavigationLink(destination: VmlText("Detail"), isActive: $showDetail) { VmlText("Open") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init(destination: any VmlView, isActive: VmlBinding<Bool>, @VmlBuilder label: () -> VmlContent) {
        self.init(destination: { destination }, label: label)
    }

    /// SwiftUI's deprecated `NavigationLink(_:destination:isActive:)`: as `NavigationLink(_:destination:)`.
    public init(_ title: String, destination: any VmlView, isActive: VmlBinding<Bool>) {
        self.init(title, destination: destination)
    }

    /// A link with a text label to a destination view: `VmlNavigationLink("Open", destination: DetailView())`.
    public init(_ title: String, destination: any VmlView) {
        self.init(destination: { destination }, label: { VmlText(titleKey: title) })
    }

    /// A link that presents a value, as SwiftUI's `NavigationLink(value:label:)`: the value is the
    /// `value` attribute (written as ``VmlView/tag(_:)`` writes tags); the client resolves it, as
    /// ``VmlView/navigationDestination(for:destination:)`` declares.
    ///
    /// ```swift
    /// VmlNavigationLink(value: 42) { VmlText("Answer") }
    /// // <NavigationLink value="42"><Text>Answer</Text></NavigationLink>
    /// ```
    public init<P: Hashable>(value: P?, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("NavigationLink")
        if let value { element.set("value", swiftValue: value) }
        element.append(label())
    }

    /// A link with a text label that presents a value: `VmlNavigationLink("Answer", value: 42)`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { VmlText(titleKey: title) }
    }

    /// A link whose destination view is a `destination` template (after the label).
    public init(@VmlBuilder destination: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("NavigationLink")
        element.append(label())
        element.append(destination(), template: "destination")
    }

    /// A link to a route with a placeholder destination view the client shows until the server's
    /// content arrives (the spec's NavigationLink example).
    public init(
        destination: String, @VmlBuilder label: () -> VmlContent, @VmlBuilder placeholder: () -> VmlContent
    ) {
        element = ElementBuilder("NavigationLink")
        element.set("destination", destination)
        element.append(label())
        element.append(placeholder(), template: "destination")
    }

    /// SwiftUI's deprecated `NavigationLink(_:destination:tag:selection:)`: as
    /// `NavigationLink(_:destination:)`; the selection is the client's navigation state, read and not written.
    ///
    /// ```swift
    /// VmlNavigationLink("Open", destination: VmlText("Detail"), tag: 1, selection: .constant(Int?.none))
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init<V: Hashable>(_ title: String, destination: any VmlView, tag: V, selection: VmlBinding<V?>) {
        self.init(title, destination: destination)
    }

    /// SwiftUI's deprecated `NavigationLink(_:isActive:destination:)`: the destination is a
    /// `destination` template; the binding is read and not written.
    ///
    /// ```swift
    /// VmlNavigationLink("Open", isActive: .constant(false)) { VmlText("Detail") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init(_ title: String, isActive: VmlBinding<Bool>, @VmlBuilder destination: () -> VmlContent) {
        self.init(destination: destination) { VmlText(titleKey: title) }
    }

    /// SwiftUI's deprecated `NavigationLink(_:tag:selection:destination:)`: as `NavigationLink(_:isActive:destination:)`.
    ///
    /// ```swift
    /// VmlNavigationLink("Open", tag: 1, selection: .constant(Int?.none)) { VmlText("Detail") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init<V: Hashable>(_ title: String, tag: V, selection: VmlBinding<V?>, @VmlBuilder destination: () -> VmlContent) {
        self.init(destination: destination) { VmlText(titleKey: title) }
    }

    /// SwiftUI's deprecated `NavigationLink(destination:tag:selection:label:)`: as `NavigationLink(destination:label:)`.
    ///
    /// ```swift
    /// VmlNavigationLink(destination: VmlText("Detail"), tag: 1, selection: .constant(Int?.none)) { VmlText("Open") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init<V: Hashable>(destination: any VmlView, tag: V, selection: VmlBinding<V?>, @VmlBuilder label: () -> VmlContent) {
        self.init(destination: { destination }, label: label)
    }

    /// SwiftUI's deprecated `NavigationLink(isActive:destination:label:)`: as `NavigationLink(destination:label:)`.
    ///
    /// ```swift
    /// VmlNavigationLink(isActive: .constant(true)) { VmlText("Detail") } label: { VmlText("Open") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init(isActive: VmlBinding<Bool>, @VmlBuilder destination: () -> VmlContent, @VmlBuilder label: () -> VmlContent) {
        self.init(destination: destination, label: label)
    }

    /// SwiftUI's deprecated `NavigationLink(tag:selection:destination:label:)`: as `NavigationLink(destination:label:)`.
    ///
    /// ```swift
    /// VmlNavigationLink(tag: 1, selection: .constant(Int?.none)) { VmlText("Detail") } label: { VmlText("Open") }
    /// // <NavigationLink><Text>Open</Text><Text template="destination">Detail</Text></NavigationLink>
    /// ```
    public init<V: Hashable>(
        tag: V, selection: VmlBinding<V?>, @VmlBuilder destination: () -> VmlContent, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(destination: destination, label: label)
    }

    /// The `NavigationLink` element.
    public var body: VmlContent { return element.content }
}
