/// SwiftUI's `Toggle`; the binding becomes the optional `isOn` attribute: `<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>`.
public struct VmlToggle: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a toggle with a text label.
    public init(_ title: String, isOn: Bool? = nil) {
        element = ElementBuilder("Toggle")
        element.set("isOn", isOn)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a toggle with a label.
    public init(isOn: Bool? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("Toggle")
        element.set("isOn", isOn)
        element.append(label())
    }

    /// Creates a toggle with a text label bound to a value: `VmlToggle("Wi-Fi", isOn: $wifi)`
    /// writes the binding's current value, `<Toggle isOn="true"><Text>Wi-Fi</Text></Toggle>`.
    public init(_ title: String, isOn: VmlBinding<Bool>) {
        self.init(title, isOn: isOn.wrappedValue)
    }

    /// Creates a toggle with a label bound to a value; writes the binding's current value.
    public init(isOn: VmlBinding<Bool>, @VmlBuilder label: () -> VmlContent) {
        self.init(isOn: isOn.wrappedValue, label: label)
    }

    /// Creates a toggle titled with a symbol, as SwiftUI does: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlToggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)   // wifi == true
    /// // <Toggle isOn="true"><Label><Text template="title">Wi-Fi</Text><Image template="icon" systemName="wifi"/></Label></Toggle>
    /// ```
    public init(_ title: String, systemImage: String, isOn: VmlBinding<Bool>) {
        self.init(isOn: isOn.wrappedValue) { VmlLabel(title, systemImage: systemImage) }
    }

    /// Creates a toggle titled with an asset image: the label is a ``VmlLabel``.
    ///
    /// ```swift
    /// VmlToggle("Sync", image: VmlImageResource(name: "cloud"), isOn: .constant(false))
    /// // <Toggle isOn="false"><Label><Text template="title">Sync</Text><Image template="icon" name="cloud"/></Label></Toggle>
    /// ```
    public init(_ title: String, image: VmlImageResource, isOn: VmlBinding<Bool>) {
        self.init(isOn: isOn.wrappedValue) { VmlLabel(title, image: image.name) }
    }

    /// Creates a toggle for many values at once (SwiftUI's `Toggle(_:sources:isOn:)`), resolved on
    /// the server: `isOn` is written when every source agrees and left out when they are mixed.
    ///
    /// ```swift
    /// VmlToggle("All", sources: [VmlBinding.constant(true), .constant(true)], isOn: \.self)
    /// // <Toggle isOn="true"><Text>All</Text></Toggle>
    /// ```
    public init<C: RandomAccessCollection>(_ title: String, sources: C, isOn: KeyPath<C.Element, VmlBinding<Bool>>) {
        self.init(isOn: Self.agreed(sources, isOn)) { VmlText(titleKey: title) }
    }

    /// Creates a toggle for many values titled with a symbol; `isOn` as in ``init(_:sources:isOn:)``.
    ///
    /// ```swift
    /// VmlToggle("All", systemImage: "bell", sources: [VmlBinding.constant(false)], isOn: \.self)
    /// // <Toggle isOn="false"><Label><Text template="title">All</Text><Image template="icon" systemName="bell"/></Label></Toggle>
    /// ```
    public init<C: RandomAccessCollection>(
        _ title: String, systemImage: String, sources: C, isOn: KeyPath<C.Element, VmlBinding<Bool>>
    ) {
        self.init(isOn: Self.agreed(sources, isOn)) { VmlLabel(title, systemImage: systemImage) }
    }

    /// Creates a toggle for many values titled with an asset image; `isOn` as in ``init(_:sources:isOn:)``.
    ///
    /// ```swift
    /// VmlToggle("All", image: VmlImageResource(name: "bell"), sources: [VmlBinding.constant(true)], isOn: \.self)
    /// // <Toggle isOn="true"><Label><Text template="title">All</Text><Image template="icon" name="bell"/></Label></Toggle>
    /// ```
    public init<C: RandomAccessCollection>(
        _ title: String, image: VmlImageResource, sources: C, isOn: KeyPath<C.Element, VmlBinding<Bool>>
    ) {
        self.init(isOn: Self.agreed(sources, isOn)) { VmlLabel(title, image: image.name) }
    }

    /// Creates a toggle for many values with a label; `isOn` as in ``init(_:sources:isOn:)``.
    ///
    /// ```swift
    /// VmlToggle(sources: [VmlBinding.constant(true), .constant(false)], isOn: \.self) { VmlText("All") }
    /// // <Toggle><Text>All</Text></Toggle>
    /// ```
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, VmlBinding<Bool>>, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(isOn: Self.agreed(sources, isOn), label: label)
    }

    /// The value every source's binding holds, or `nil` when they differ (or there are none).
    private static func agreed<C: Collection>(_ sources: C, _ isOn: KeyPath<C.Element, VmlBinding<Bool>>) -> Bool? {
        SourceValues.agreed(sources.map { $0[keyPath: isOn].wrappedValue })
    }

    /// The `Toggle` element.
    public var body: VmlContent { return element.content }
}
